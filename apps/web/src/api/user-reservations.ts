import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWN_DATA_FRESH_MS } from './fresh';
import { ApiError, GENERIC_ERROR, http } from './http';
import { reservationsApi, type Reservation } from '@tevila/contract';

/** The whole history: the old site asked from 2019-01-01 to a far future date. */
export const RESERVATIONS_FROM = '2019-01-01';
export const RESERVATIONS_TO = '2100-12-31';

export const USER_RESERVATIONS_ROOT = 'userReservations';
export const userReservationsQueryKey = (userId: string) => [USER_RESERVATIONS_ROOT, userId] as const;

/** GET reservations/findbyuser?user=&dateFrom=&dateTo= → Reservation[], read by the contract's schema. */
export async function fetchUserReservations(userId: string, signal?: AbortSignal): Promise<Reservation[]> {
  const list = await http.call(reservationsApi.findByUser, {
    query: { user: userId, dateFrom: RESERVATIONS_FROM, dateTo: RESERVATIONS_TO },
    signal,
  });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  const { readReservationList } = await import('./reservation-answers');
  return readReservationList(list);
}

export const userReservationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userReservationsQueryKey(userId),
    queryFn: ({ signal }) => fetchUserReservations(userId, signal),
    staleTime: OWN_DATA_FRESH_MS,
  });

export function useUserReservations(userId: string | null) {
  return useQuery({ ...userReservationsQueryOptions(userId ?? ''), enabled: !!userId });
}
