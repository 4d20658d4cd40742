import { useMutation } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { useStaffRefresh } from './staff-refresh';
import type { StaffReservation, UpdateAnswer } from '../../../api/staff-types';

/** The visit statuses the desk sets from the details' dropdown (docs/product/site-and-staff.md §4). */
export const DESK_VISIT_STATUSES = ['Prep', 'ReadyForMikvah', 'Dressing', 'Done'] as const;
export type DeskVisitStatus = (typeof DESK_VISIT_STATUSES)[number];

export interface RoomStatusInput {
  roomId: number;
  status: DeskVisitStatus;
}

/** POST rooms/{roomId}/status { status } → the reservation in that room. */
export async function setRoomStatus({ roomId, status }: RoomStatusInput): Promise<StaffReservation | null> {
  try {
    const answer = await http.post<UpdateAnswer<StaffReservation | null>>(paths.staffRoomStatus(roomId), {
      status,
    });
    return answer.result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useSetRoomStatus() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: setRoomStatus, onSuccess: refresh });
}
