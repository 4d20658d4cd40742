import type { Reservation, ReservationStatus } from '../../api/reservation';

/** Where My reservations sends her on arrival (spec 000 §4). */
export type StartRoute = { to: 'new' } | { to: 'payment'; id: string } | { to: 'list' };

export function startRoute(reservations: readonly Reservation[]): StartRoute {
  if (reservations.length === 0) return { to: 'new' };
  const [only] = reservations;
  if (reservations.length === 1 && only && isLive(only.reservationStatus))
    return { to: 'payment', id: only.id };
  return { to: 'list' };
}

const isLive = (status: ReservationStatus): boolean => status === 'Reserved' || status === 'Pending';

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
export function statusTone(status: ReservationStatus): StatusTone {
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

/** Newest night first, then by time. */
export function sortReservations(list: readonly Reservation[]): Reservation[] {
  return [...list].sort((a, b) =>
    a.reservationDate === b.reservationDate
      ? b.reservationTime.localeCompare(a.reservationTime)
      : b.reservationDate.localeCompare(a.reservationDate),
  );
}

/** Today's date "YYYY-MM-DD" in the browser's zone (the facility's first schedule day is preferred). */
export function localToday(now: Date = new Date()): string {
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const dd = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${mm}-${dd}`;
}
