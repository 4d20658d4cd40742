import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  reservationsApi,
  type Reservation,
  type ReservationPayment,
  type ReservationPrice,
} from '@tevila/contract';
import type { PricedRequest, ReservationStatus } from '@tevila/domain';
import { ApiError, http, NO_RECORD_ERROR } from './http';
import { USER_RESERVATIONS_ROOT } from './user-reservations';

/** Statuses of docs/design.md §6 (docs/product/booking.md §4, Status vocabulary). */
export type { ReservationStatus };

/** The reservation as the server writes it: the contract's schema is its one definition (docs/decisions/0034). */
export type { Reservation, ReservationPayment, ReservationPrice };

/** What a reservation asks for: the domain's priced flags, without salonAfter (docs/product/booking.md §3). */
export type ReservationFlags = Omit<PricedRequest, 'salonAfter'>;

export const RESERVATION_QUERY_ROOT = 'reservation';
export const reservationQueryKey = (id: string) => [RESERVATION_QUERY_ROOT, id] as const;

// Kept with the client's other error texts: the settings (on every page) use it too.
export { NO_RECORD_ERROR };

/**
 * GET reservations/{id}; an answer with no reservation (null, not an object) is NO_RECORD_ERROR, one
 * that is not a reservation the generic error.
 */
export async function fetchReservation(id: string, signal?: AbortSignal): Promise<Reservation> {
  const reservation = await http.call(reservationsApi.reservation, { params: { id }, signal });
  if (!reservation || typeof reservation !== 'object' || Array.isArray(reservation))
    throw new ApiError('server', NO_RECORD_ERROR);
  const { readReservation } = await import('./reservation-answers');
  return readReservation(reservation);
}

export const reservationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reservationQueryKey(id),
    queryFn: ({ signal }) => fetchReservation(id, signal),
  });

/**
 * The reservation as a list of hers already in the cache holds it (the server answers both with the
 * same fields): a view opened from her list shows it at once, and asks for it again only behind it.
 */
function fromHerLists(queryClient: QueryClient, id: string): { data: Reservation; at: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [USER_RESERVATIONS_ROOT] })) {
    // The cache types its data unknown; these queries (USER_RESERVATIONS_ROOT) hold her reservation lists.
    const data = (query.state.data as Reservation[] | undefined)?.find((r) => r.id === id);
    if (data) return { data, at: query.state.dataUpdatedAt };
  }
  return undefined;
}

export function useReservation(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...reservationQueryOptions(id ?? ''),
    enabled: !!id,
    initialData: () => (id ? fromHerLists(queryClient, id)?.data : undefined),
    initialDataUpdatedAt: () => (id ? fromHerLists(queryClient, id)?.at : undefined),
  });
}
