import { z } from 'zod';

/** A user as the API answers her (GET users/{id}, and the calls that change her). */
export const userSchema = z.object({
  id: z.string(),
  userName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  language: z.enum(['en', 'he']),
  plateNumber: z.string().nullable().describe('Plates joined by "|"'),
  plateApproved: z.boolean().describe('True once a plate administrator recorded the plates'),
  notes: z.string().nullable(),
  internalNote: z.string().nullable().optional().describe('Staff only'),
  excludedAttendants: z.array(z.number()),
  hasExtraTime: z.boolean(),
  testUser: z.boolean(),
  notificationReservations: z.boolean(),
  notificationDayBefore: z.boolean(),
  notificationDayOf: z.boolean(),
  roles: z.array(z.string()),
});
