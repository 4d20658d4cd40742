import { z } from 'zod';

/** The one thing a path names by its id (a user, a reservation, a room…): at most 100 characters. */
export const idParams = z.object({ id: z.string().max(100) });
