import { z } from 'zod/mini';
import { attendantSchema } from './attendants.ts';

/**
 * GET users/{id}/excludedattendants: her excluded attendants with their names
 * (docs/product/site-and-staff.md §2, "Patron account pages"). Excluding or no longer excluding one
 * answers her user (userUpdateAnswer).
 */
export const excludedAttendantListSchema = z.array(attendantSchema);
