import { combinationOf, formatInstant, holdsCapacity } from '@tevila/domain';
import type { FacilitySettings, HeldReservation, ReservationStatus } from '@tevila/domain';
import type { ReservationRow } from './repo.ts';

/** What capacity needs of a reservation (a row, or one a batch is about to write). */
export type HeldRow = Pick<
  ReservationRow,
  | 'id'
  | 'status'
  | 'holdExpiresAt'
  | 'timeSlot'
  | 'bath'
  | 'handicapped'
  | 'kallah'
  | 'doubleSlot'
  | 'parking'
  | 'salonManicure'
  | 'salonBoth'
>;

/**
 * The reservations that hold capacity as the engine sees them. A Pending hold that ran out no longer
 * holds, even before its release job has run.
 */
export function heldOf(rows: readonly HeldRow[], settings: FacilitySettings, now: Date): HeldReservation[] {
  return rows
    .filter((r) => holdsCapacity(r.status as ReservationStatus))
    .filter((r) => !(r.status === 'Pending' && r.holdExpiresAt !== null && r.holdExpiresAt <= now))
    .map((r) => ({
      ...combinationOf(r),
      id: r.id,
      timeSlot: formatInstant(r.timeSlot, settings.timeZone),
      status: r.status as ReservationStatus,
    }));
}
