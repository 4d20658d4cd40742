import { z } from 'zod/mini';
import { roomRefSchema } from './building.ts';
import { openSupplySchema } from './staff-night.ts';
import { roomAlertSchema } from './room-tablet.ts';
import { described, instant, whole } from './values.ts';

/**
 * GET rooms/board?dt=: the night's rooms board (docs/staff-api.md Rooms board). One tile per room,
 * named by the visit in it or by the room's own status, with when that stage began and how long it
 * should last; the night's open calls for help. `now` is the server's clock, so a desk whose own
 * clock is off still counts the minutes right.
 */
export const roomBoardTileSchema = z.object({
  room: roomRefSchema,
  visit: described(
    z.nullable(z.object({ id: z.string(), reservationCode: z.string(), reservationStatus: z.string() })),
    'The visit in the room (Assigned … Dressing)',
  ),
  stage: described(z.string(), "The visit's status while one is in the room, else the room's status"),
  of: z.enum(['visit', 'room']),
  since: described(z.nullable(instant), 'When the stage began'),
  expectedMinutes: described(
    z.nullable(whole()),
    "The stage's length by the settings' stage durations; null for a stage without one",
  ),
  alert: described(z.nullable(roomAlertSchema), "The room's call for help not yet answered"),
  supplies: described(z.array(openSupplySchema), 'What the visit in the room asked for and has not had yet'),
});

export const roomBoardSchema = z.object({
  now: instant,
  supplyMinutes: described(
    whole(),
    'waitingForSuppliesMinutes: how long a supply request may stay open before the board marks it over time',
  ),
  tiles: z.array(roomBoardTileSchema),
});

export type RoomBoard = z.infer<typeof roomBoardSchema>;
export type RoomBoardTile = z.infer<typeof roomBoardTileSchema>;
