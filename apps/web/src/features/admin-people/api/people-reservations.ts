import { useQuery } from '@tanstack/react-query';
import { reservationsApi } from '@tevila/contract';
import { ApiError, GENERIC_ERROR, http } from '../../../api/http';
import type { Reservation } from '../../../api/reservation';

/** The staff see her whole history, from the old site's first night to a year ahead. */
export const PEOPLE_RESERVATIONS_FROM = '2019-01-01';

/** "YYYY-MM-DD" a year after `today` (also "YYYY-MM-DD"); 29 February becomes 1 March. */
export function yearAhead(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  return next.toISOString().slice(0, 10);
}

/** GET reservations/findbyuser?user=&dateFrom=2019-01-01&dateTo=<a year ahead> → her reservations. */
export async function fetchPersonReservations(
  userId: string,
  dateTo: string,
  signal?: AbortSignal,
): Promise<Reservation[]> {
  const list = await http.call(reservationsApi.findByUser, {
    query: { user: userId, dateFrom: PEOPLE_RESERVATIONS_FROM, dateTo },
    signal,
  });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  // Her reservations as the server's reservation list sends them (checked as an array above).
  return list as Reservation[];
}

export function usePersonReservations(userId: string, dateTo: string) {
  return useQuery({
    queryKey: ['personReservations', userId, dateTo] as const,
    queryFn: ({ signal }) => fetchPersonReservations(userId, dateTo, signal),
    enabled: userId !== '',
  });
}
