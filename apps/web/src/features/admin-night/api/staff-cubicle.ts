import { useMutation } from '@tanstack/react-query';
import { nightApi, staffReservationAnswer, type StaffReservation } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { useStaffRefresh } from './staff-refresh';

/** POST reservations/{id}/cubicle → lends a free cubicle to a Waiting reservation. */
export async function requestCubicle(id: string): Promise<StaffReservation> {
  const answer: unknown = await withErrorMessage(() => http.call(nightApi.cubicle, { params: { id } }));
  return checkedAnswer(staffReservationAnswer, answer).result;
}

export function useRequestCubicle() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: requestCubicle, onSuccess: refresh });
}
