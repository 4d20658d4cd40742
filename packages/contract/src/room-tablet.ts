import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { described, instant, whole } from './values.ts';

/**
 * GET rooms/{id}/tablet: what a room's tablet shows (docs/staff-api.md Room tablets). Nothing of the
 * woman in the room: anyone in the room may read the screen.
 */
export const roomTabletSchema = z.object({
  room: z.object({ id: whole(), number: z.string(), status: z.string() }),
  section: z.object({ name: z.string() }),
  visit: z.nullable(
    z.object({
      reservationStatus: z.string(),
      since: described(z.nullable(instant), 'When the visit took this status'),
    }),
  ),
  alertOpen: described(z.boolean(), 'The room asked for help and the desk has not yet answered'),
  supplyItems: described(z.array(z.string()), 'What the Supplies button offers (setting roomSupplyItems)'),
});

/** POST rooms/{id}/ready and rooms/{id}/help: the tablet's screen as it now stands. */
export const roomTabletAnswer = updateResultSchema(roomTabletSchema);

/** An open call from a room, as the desk lists it. */
export const roomAlertSchema = z.object({
  id: whole(),
  roomId: whole(),
  roomNumber: z.string(),
  night: z.string(),
  kind: z.enum(['help']),
  createdAt: instant,
  acknowledgedAt: z.nullable(instant),
  acknowledgedBy: z.nullable(z.string()),
});

export const roomAlertListSchema = z.array(roomAlertSchema);
/** POST rooms/alerts/{id}/acknowledge: the alert as answered. */
export const roomAlertAnswer = updateResultSchema(roomAlertSchema);

export type RoomTablet = z.infer<typeof roomTabletSchema>;
export type RoomAlert = z.infer<typeof roomAlertSchema>;
