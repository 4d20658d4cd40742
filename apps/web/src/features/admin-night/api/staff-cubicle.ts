import { useMutation } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { useStaffRefresh } from './staff-refresh';
import type { StaffReservation, UpdateAnswer } from '../../../api/staff-types';

/** POST reservations/{id}/cubicle → lends a free cubicle to a Waiting reservation. */
export async function requestCubicle(id: string): Promise<StaffReservation> {
  try {
    const answer = await http.post<UpdateAnswer<StaffReservation>>(paths.staffCubicle(id));
    return answer.result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useRequestCubicle() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: requestCubicle, onSuccess: refresh });
}
