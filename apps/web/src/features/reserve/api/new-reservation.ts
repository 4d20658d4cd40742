import { newReservationAnswer, reservationsApi, type NewReservationRequest } from '@tevila/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkedAnswer } from '../../../api/checked-answer';
import { ApiError, http, withErrorMessage } from '../../../api/http';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import {
  NO_RECORD_ERROR,
  reservationQueryKey,
  type Reservation,
  type ReservationFlags,
} from '../../../api/reservation';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';

/**
 * The body of newreservation as the server's schema reads it (the contract), with every flag of the
 * booking given. `paymentFollows`: a card charge follows in the same submit, so the server sends her
 * confirmation after that attempt (paid, or what is due) instead of at once.
 */
export type NewReservationInput = NewReservationRequest & ReservationFlags;

/**
 * POST reservations/newreservation?v=1: creates a reservation, or replaces replacingReservationId.
 * Each submit carries its own Idempotency-Key. A refusal (400/409) shows its errorMessage.
 */
export async function createReservation(input: NewReservationInput): Promise<Reservation> {
  const answer = await withErrorMessage(() =>
    http.call(reservationsApi.newReservation, {
      query: { v: 1 },
      body: input,
      expectBody: true,
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
  );
  const result = answer && typeof answer === 'object' && 'result' in answer ? answer.result : null;
  if (!result || typeof result !== 'object') throw new ApiError('server', NO_RECORD_ERROR);
  return checkedAnswer(newReservationAnswer, answer).result;
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
