import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PricedRequest, ReservationStatus } from '@tevila/domain';
import { ApiError, http, NO_RECORD_ERROR } from './http';
import { paths } from './paths';
import { USER_RESERVATIONS_ROOT } from './user-reservations';

/** Statuses of docs/design.md §6 (docs/product/booking.md §4, Status vocabulary). */
export type { ReservationStatus };

export interface ReservationPayment {
  dateCreated: string;
  method: string;
  amount: number;
  status?: string | null;
  reference?: string | null;
}

export interface ReservationPrice {
  room: number;
  parking: number;
  salon: number;
  doubleSlot: number;
  total: number;
}

/** What a reservation asks for: the domain's priced flags, without salonAfter (docs/product/booking.md §3). */
export type ReservationFlags = Omit<PricedRequest, 'salonAfter'>;

/** A reservation (docs/product/booking.md §3); money in dollars, reservationTime an ISO instant with the facility's offset. */
export interface Reservation extends ReservationFlags {
  id: string;
  reservationId?: string | number | null;
  userId: string;
  reservationDate: string;
  reservationTime: string;
  reservationStatus: ReservationStatus;
  reservationCode: string | null;
  waitingCode: string | null;
  replacingReservationId: string | null;
  roomType?: string | null;
  price?: ReservationPrice | null;
  balance: number;
  amountPaid: number;
  paid: boolean;
  tipTotal?: number;
  donationTotal?: number;
  notes?: string | null;
  reservationNotes?: string | null;
  userNotes?: string | null;
  payments?: ReservationPayment[] | null;
  room?: {
    id: string | number;
    section?: { id: string | number; attendant?: { firstName?: string; lastName?: string } | null } | null;
  } | null;
  shabbosMode?: boolean;
  scheduleType?: string | null;
  zmanTevillah?: string | null;
}

export const RESERVATION_QUERY_ROOT = 'reservation';
export const reservationQueryKey = (id: string) => [RESERVATION_QUERY_ROOT, id] as const;

// Kept with the client's other error texts: the settings (on every page) use it too.
export { NO_RECORD_ERROR };

/** GET reservations/{id}; an answer with no reservation (null, not an object) is NO_RECORD_ERROR. */
export async function fetchReservation(id: string, signal?: AbortSignal): Promise<Reservation> {
  const reservation = await http.get<Reservation | null>(paths.reservation(id), { signal });
  if (!reservation || typeof reservation !== 'object' || Array.isArray(reservation))
    throw new ApiError('server', NO_RECORD_ERROR);
  return reservation;
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
