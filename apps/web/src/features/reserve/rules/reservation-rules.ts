import type { Reservation, ReservationStatus } from '../../../api/reservation';

/** Where My reservations sends her on arrival (docs/product/booking.md §4). */
export type StartRoute = { to: 'new' } | { to: 'payment'; id: string } | { to: 'list' };

/** Finished or set aside: no longer a visit she is going to make. */
// Statuses arrive as text (the contract's schema): one the API may add reads as none of these.
const ENDED: readonly string[] = ['Done', 'Canceled', 'Replaced'] satisfies ReservationStatus[];

/** A visit still ahead of her (tonight's included): not ended, dated today or later. */
export const isUpcoming = (r: Reservation, today: string): boolean =>
  !ENDED.includes(r.reservationStatus) && r.reservationDate.slice(0, 10) >= today;

/**
 * docs/product/booking.md §4 counts the reservations she can still act on, not her history: none upcoming → a new
 * one (whatever lies in the past); exactly one upcoming, Reserved or Pending → its payment view;
 * otherwise the list.
 */
export function startRoute(reservations: readonly Reservation[], today: string): StartRoute {
  const upcoming = reservations.filter((r) => isUpcoming(r, today));
  if (upcoming.length === 0) return { to: 'new' };
  const [only] = upcoming;
  if (upcoming.length === 1 && only && isLive(only.reservationStatus)) return { to: 'payment', id: only.id };
  return { to: 'list' };
}

const isLive = (status: string): boolean => status === 'Reserved' || status === 'Pending';

const byTime = (a: Reservation, b: Reservation): number =>
  a.reservationDate === b.reservationDate
    ? a.reservationTime.localeCompare(b.reservationTime)
    : a.reservationDate.localeCompare(b.reservationDate);

/** My reservations in two groups: upcoming, soonest first; past, replaced and canceled, newest first. */
export function splitReservations(
  list: readonly Reservation[],
  today: string,
): { upcoming: Reservation[]; earlier: Reservation[] } {
  const upcoming = list.filter((r) => isUpcoming(r, today)).sort(byTime);
  const earlier = list.filter((r) => !isUpcoming(r, today)).sort((a, b) => byTime(b, a));
  return { upcoming, earlier };
}

/** Her most recent reservation that stood (a Replaced one was changed into another): what she books. */
export function lastBooked(list: readonly Reservation[]): Reservation | null {
  return (
    list
      .filter((r) => r.reservationStatus !== 'Replaced')
      .sort(byTime)
      .at(-1) ?? null
  );
}

/** Edit: Reserved or Pending, dated today or later. */
export const canEdit = (r: Reservation, today: string): boolean =>
  isLive(r.reservationStatus) && r.reservationDate.slice(0, 10) >= today;

/** Pay: not paid and not Canceled (nor Replaced: its payments moved to the reservation replacing it). */
export const canPay = (r: Reservation): boolean =>
  !r.paid && r.reservationStatus !== 'Canceled' && r.reservationStatus !== 'Replaced';

/**
 * 'Add Donation / Shabbos Payment' is offered on any live reservation: not Canceled, not Replaced
 * (neither can be paid any more).
 */
export const canDonate = (r: Reservation): boolean =>
  r.reservationStatus !== 'Canceled' && r.reservationStatus !== 'Replaced';

/** Create New Reservation: when there are none, or none Reserved. */
export const showCreateNew = (reservations: readonly Reservation[]): boolean =>
  !reservations.some((r) => r.reservationStatus === 'Reserved');

export const isPast = (r: Reservation, today: string): boolean => r.reservationDate.slice(0, 10) < today;

export type StatusTone = 'red' | 'grey' | 'blue' | 'yellow' | 'green' | 'teal';

/** Status vocabulary colours: Pending red, Canceled/Replaced grey, Ready blue, In Mikvah yellow. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'Pending':
      return 'red';
    case 'Canceled':
    case 'Replaced':
      return 'grey';
    case 'ReadyForMikvah':
      return 'blue';
    case 'InMikvah':
      return 'yellow';
    case 'Reserved':
      return 'green';
    default:
      return 'teal';
  }
}
