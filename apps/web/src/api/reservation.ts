import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricedRequest, ReservationStatus } from '@tevila/domain';
import { ApiError, http } from './http';
import { paths } from './paths';

/** Statuses of DESIGN §6 (spec 000 §4, Status vocabulary). */
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

/** What a reservation asks for: the domain's priced flags, without salonAfter (spec 000 §3). */
export type ReservationFlags = Omit<PricedRequest, 'salonAfter'>;

/** A reservation (spec 000 §3); money in dollars, reservationTime an ISO instant with the facility's offset. */
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

/**
 * Spec 000 §8: "If there is no reservation or settings: 'An error occurred'" — without the full stop
 * of the generic message (an empty body stays "An error occurred." from http.ts). Shown as is.
 */
export const NO_RECORD_ERROR = 'An error occurred';

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

export function useReservation(id: string | null) {
  return useQuery({ ...reservationQueryOptions(id ?? ''), enabled: !!id });
}
