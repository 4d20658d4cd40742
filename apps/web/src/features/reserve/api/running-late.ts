import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationsApi, runningLateAnswer, type RunningLateRequest } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { RESERVATION_QUERY_ROOT, type Reservation } from '../../../api/reservation';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';

/** POST reservations/{id}/late { minutes } → her reservation, moved or carrying the delay the desk was told. */
export async function sayRunningLate(
  id: string,
  minutes: RunningLateRequest['minutes'],
): Promise<Reservation> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(reservationsApi.late, { params: { id }, body: { minutes } satisfies RunningLateRequest }),
  );
  return checkedAnswer(runningLateAnswer, answer).result;
}

export function useRunningLate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, minutes }: { id: string; minutes: number }) => sayRunningLate(id, minutes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [RESERVATION_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [USER_RESERVATIONS_ROOT] });
    },
  });
}
