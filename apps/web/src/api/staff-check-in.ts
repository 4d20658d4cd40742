import { useMutation } from '@tanstack/react-query';
import { http, preferErrorMessage } from './http';
import { paths } from './paths';
import { useStaffRefresh } from './staff-refresh';
import type { StaffReservation, UpdateAnswer } from './staff-types';

/** POST reservations/{id}/checkin → the reservation with its room, or Waiting with a waiting code. */
export async function checkIn(id: string): Promise<StaffReservation> {
  try {
    const answer = await http.post<UpdateAnswer<StaffReservation>>(paths.staffCheckIn(id));
    return answer.result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useCheckIn() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: checkIn, onSuccess: refresh });
}
