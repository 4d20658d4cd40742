import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { patronRoomSchema, reservationSchema } from './reservation.ts';
import { described } from './values.ts';

/**
 * POST reservations/{id}/arrive: her position, loose on purpose like the garage's (the domain's rule
 * checks each field and answers one sentence); no body at all when the location check is off.
 */
export const arriveBody = z.nullish(
  z.object({
    lat: described(z.optional(z.unknown()), 'Her latitude in degrees, from the phone (−90 to 90)'),
    lng: described(z.optional(z.unknown()), 'Her longitude in degrees, from the phone (−180 to 180)'),
  }),
);

/** Her reservation once checked in: Waiting with a waitingCode, or Assigned with a room. */
export const arriveAnswer = updateResultSchema(reservationSchema);

/**
 * POST kiosk/checkin: only what the lobby's screen may show to whoever stands at it. No name, phone,
 * notes or money.
 */
export const kioskArrivalSchema = z.object({
  id: z.string(),
  reservationStatus: z.enum(['Waiting', 'Assigned']),
  waitingCode: z.nullable(z.string()),
  room: z.nullable(patronRoomSchema),
});

/** POST kiosk/checkin: the 5-digit access code she types; the service says what is wrong with it. */
export const kioskCheckinBody = z.object({
  reservationCode: described(z.optional(z.unknown()), 'Her access code, 5 digits'),
});

export const kioskCheckinAnswer = updateResultSchema(kioskArrivalSchema);

export type ArriveRequest = z.input<typeof arriveBody>;
export type KioskArrival = z.infer<typeof kioskArrivalSchema>;
export type KioskCheckinRequest = z.input<typeof kioskCheckinBody>;
