import { formatInstant } from '../dates.ts';
import { isOneOf } from '../narrowing.ts';
import { holdsCapacity } from './capacity.ts';
import { combinationOf, reservationStatuses } from './types.ts';
import type { BookedFlags, HeldReservation, ReservationStatus } from './types.ts';

/** A reservation as the booking rules read it: a row of the night, or one a batch is about to write. */
export interface BookingRow extends BookedFlags {
  id: string;
  userId: string;
  /** Stored as text; anything not a status of the domain holds nothing. */
  status: string;
  code: string;
  night: string;
  timeSlot: Date;
  createdAt: Date;
  holdExpiresAt: Date | null;
}

/** What capacity needs of a reservation. */
export type HeldRow = Pick<BookingRow, 'id' | 'status' | 'holdExpiresAt' | 'timeSlot' | keyof BookedFlags>;

export function isReservationStatus(status: string): status is ReservationStatus {
  return isOneOf(reservationStatuses, status);
}

/** Whether a Pending hold has run out by `now`: it no longer holds, even before its release has run. */
export function holdRanOut(row: Pick<HeldRow, 'status' | 'holdExpiresAt'>, now: Date): boolean {
  return row.status === 'Pending' && row.holdExpiresAt !== null && row.holdExpiresAt <= now;
}

/** The reservations that hold capacity as the engine counts them, from rows. */
export function heldOf(
  rows: readonly HeldRow[],
  settings: { timeZone: string },
  now: Date,
): HeldReservation[] {
  const held: HeldReservation[] = [];
  for (const row of rows) {
    const status = row.status;
    if (!isReservationStatus(status) || !holdsCapacity(status) || holdRanOut(row, now)) continue;
    held.push({
      ...combinationOf(row),
      id: row.id,
      timeSlot: formatInstant(row.timeSlot, settings.timeZone),
      status,
    });
  }
  return held;
}
