import type { Reservation } from '../../../api/reservation';
import type { WaitlistEntry } from '../api/waitlist';
import { lastBooked, startRoute } from '../rules/reservation-rules';
import type { FlowAction } from './flow-state';
import type { ReserveView } from './views';

/** Where her arrival at /reserve opens, and the flow it starts with (docs/product/booking.md §4). */
export interface Arrival {
  view: ReserveView;
  /** What the flow starts with for that view; none for her list. */
  start: FlowAction | null;
}

/**
 * Whether this history entry is an arrival at /reserve itself: not her list come back to (`go` with
 * `list`), nor a view of the flow.
 */
export const isArrival = (location: { state: unknown; search: string }): boolean =>
  (location.state as { list?: boolean } | null)?.list !== true && location.search === '';

/**
 * docs/product/booking.md §4 My reservations, counted by what lies ahead: none upcoming → a new one;
 * exactly one upcoming Reserved or Pending → its payment view; otherwise her list. A place held for her
 * from the waitlist is taken from the list, so she is not routed past it.
 */
export function arrivalOf(
  reservations: readonly Reservation[],
  today: string,
  waitlist: readonly Pick<WaitlistEntry, 'status'>[],
): Arrival {
  if (waitlist.some((entry) => entry.status === 'Offered')) return { view: 'reserve-start', start: null };
  const route = startRoute(reservations, today);
  if (route.to === 'new')
    return { view: 'reserve-date', start: { type: 'startNew', last: lastBooked(reservations) } };
  if (route.to === 'payment') return { view: 'reserve-payment', start: { type: 'view', id: route.id } };
  return { view: 'reserve-start', start: null };
}
