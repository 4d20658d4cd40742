import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { described } from './values.ts';

/** Plates as the API carries them: one text, joined by "|" (docs/product/booking.md §9). */
const plates = () => described(z.nullable(z.string()), 'Plates joined by "|"');

/**
 * A user as GET users/{id} answers her, and the calls that change her (docs/product/site-and-staff.md
 * §3). The order of the keys is the order of the JSON.
 */
export const userSchema = z.object({
  id: z.string(),
  userName: z.string(),
  phoneNumber: z.string(),
  email: z.nullable(z.string()),
  language: z.enum(['en', 'he']),
  plateNumber: plates(),
  plateApproved: described(z.boolean(), 'True once a plate administrator recorded the plates'),
  notes: z.nullable(z.string()),
  internalNote: described(z.optional(z.nullable(z.string())), 'Staff only'),
  excludedAttendants: z.array(z.number()),
  hasExtraTime: z.boolean(),
  testUser: z.boolean(),
  notificationReservations: z.boolean(),
  notificationDayBefore: z.boolean(),
  notificationDayOf: z.boolean(),
  roles: z.array(z.string()),
});

export type User = z.infer<typeof userSchema>;

/**
 * The answer of the calls that change a user: PATCH users/{id}, PUT|DELETE users/{id}/roles/{role}
 * and PUT|DELETE users/{id}/excludedattendants/{attendantId}.
 */
export const userUpdateAnswer = updateResultSchema(userSchema);

/** A user as the staff lists name her: GET users/search?phone= and GET users?role=. */
export const listedUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  phoneNumber: z.string(),
  plateNumber: plates(),
  plateApproved: z.boolean(),
  roles: z.array(z.string()),
  testUser: z.boolean(),
});

export const listedUserListSchema = z.array(listedUserSchema);

export type ListedUser = z.infer<typeof listedUserSchema>;
