import { newIdempotencyKey } from '../../../api/idempotency-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import {
  NO_RECORD_ERROR,
  reservationQueryKey,
  type Reservation,
  type ReservationFlags,
} from '../../../api/reservation';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';

export interface NewReservationInput extends ReservationFlags {
  reservationDate: string;
  reservationTime: string;
  replacingReservationId?: string | null;
  userNotes?: string;
  reservationNotes?: string;
  /**
   * A card charge follows in the same submit: the server sends her confirmation after that attempt
   * (paid, or what is due) instead of at once.
   */
  paymentFollows?: boolean;
}

/**
 * POST reservations/newreservation?v=1: creates a reservation, or replaces replacingReservationId.
 * Each submit carries its own Idempotency-Key. A refusal (400/409) shows its errorMessage.
 */
export async function createReservation(input: NewReservationInput): Promise<Reservation> {
  let answer: { result?: Reservation | null } | undefined;
  try {
    answer = await http.post(paths.newReservation(), input, {
      expectBody: true,
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    });
  } catch (error) {
    throw preferErrorMessage(error);
  }
  if (!answer?.result || typeof answer.result !== 'object') throw new ApiError('server', NO_RECORD_ERROR);
  return answer.result;
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationQueryKey(reservation.id), reservation);
      void queryClient.invalidateQueries({ queryKey: [USER_RESERVATIONS_ROOT] });
    },
  });
}
