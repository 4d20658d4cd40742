import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationsApi, statusAnswer, type StatusRequest } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { RESERVATION_QUERY_ROOT, type Reservation } from '../../../api/reservation';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';

const cancel: StatusRequest = { status: 'Canceled' };

/** POST reservations/{id}/status/ { status: 'Canceled' } → the reservation, canceled. */
export async function cancelReservation(id: string): Promise<Reservation> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(reservationsApi.statusAsSpecified, { params: { id }, body: cancel }),
  );
  return checkedAnswer(statusAnswer, answer).result;
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [RESERVATION_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [USER_RESERVATIONS_ROOT] });
    },
  });
}
