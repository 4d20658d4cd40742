import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arrivalApi, arriveAnswer, type ArriveRequest } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { reservationQueryKey, type Reservation } from '../../../api/reservation';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';

/** POST reservations/{id}/arrive { lat?, lng? } → her reservation, checked in (Assigned or Waiting). */
export async function arrive(id: string, position: ArriveRequest): Promise<Reservation> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(arrivalApi.arrive, { params: { id }, body: position ?? {} }),
  );
  return checkedAnswer(arriveAnswer, answer).result;
}

export function useArrive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, position }: { id: string; position: ArriveRequest }) => arrive(id, position),
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationQueryKey(reservation.id), reservation);
      void queryClient.invalidateQueries({ queryKey: [USER_RESERVATIONS_ROOT] });
    },
  });
}
