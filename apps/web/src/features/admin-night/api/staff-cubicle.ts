import { useMutation } from '@tanstack/react-query';
import { staffReservationAnswer, type StaffReservation } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, preferErrorMessage } from '../../../api/http';
import { staffPaths } from '../../../api/staff-paths';
import { useStaffRefresh } from './staff-refresh';

/** POST reservations/{id}/cubicle → lends a free cubicle to a Waiting reservation. */
export async function requestCubicle(id: string): Promise<StaffReservation> {
  let answer: unknown;
  try {
    answer = await http.post<unknown>(staffPaths.staffCubicle(id));
  } catch (error) {
    throw preferErrorMessage(error);
  }
  return checkedAnswer(staffReservationAnswer, answer).result;
}

export function useRequestCubicle() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: requestCubicle, onSuccess: refresh });
}
