import type { ScheduleDay } from '../../../api/schedule';
import type { Reservation } from '../../../api/reservation';

/** docs/product/booking.md §9: the date picker shows 6 days; the schedule list is trimmed to its first 6 entries. */
export const DATE_TILES = 6;

export type DayProblem = 'closed' | 'pastCutoff' | null;

/**
 * docs/product/booking.md §5 Date step: a closed night cannot be chosen; nor a night whose booking has closed
 * (its cutoff instant has passed — in practice today's, after the cutoff).
 */
export function dayProblem(
  day: Pick<ScheduleDay, 'closed' | 'scheduleType' | 'bookingCutoff'>,
  now: number,
): DayProblem {
  if (day.closed || day.scheduleType === 'Closed') return 'closed';
  const cutoff = day.bookingCutoff ? Date.parse(day.bookingCutoff) : Number.NaN;
  if (Number.isFinite(cutoff) && now >= cutoff) return 'pastCutoff';
  return null;
}

export const KALLAH_HISTORY_FROM = '2020-01-01';

/**
 * A user with any reservation since 2020-01-01 cannot book the Kallah room herself. Replaced ones do
 * not count (each edit leaves one behind), nor does the one being replaced now.
 */
export function kallahRefused(reservations: readonly Reservation[], replacingId: string | null): boolean {
  return reservations.some(
    (r) =>
      r.id !== replacingId &&
      r.reservationStatus !== 'Replaced' &&
      r.reservationDate.slice(0, 10) >= KALLAH_HISTORY_FROM,
  );
}

/** Until 2023-01-03 a menorah warning appeared with parking (docs/product/booking.md §5); it ended then. */
export const MENORAH_WARNING_UNTIL = '2023-01-03';

export const showMenorahWarning = (parking: boolean, today: string): boolean =>
  parking && today < MENORAH_WARNING_UNTIL;
