import { z } from 'zod';

/** An attendant as the API answers her. */
export const attendantSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  active: z.boolean().optional().describe('Staff only'),
});
