import { useMutation } from '@tanstack/react-query';
import { nightApi, roomStatusAnswer, type StaffReservation } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { useStaffRefresh } from './staff-refresh';

/** The visit statuses the desk sets from the details' dropdown (docs/product/site-and-staff.md §4). */
export const DESK_VISIT_STATUSES = ['Prep', 'ReadyForMikvah', 'Dressing', 'Done'] as const;
export type DeskVisitStatus = (typeof DESK_VISIT_STATUSES)[number];

export interface RoomStatusInput {
  roomId: number;
  status: DeskVisitStatus;
}

/** POST rooms/{roomId}/status { status } → the reservation in that room. */
export async function setRoomStatus({ roomId, status }: RoomStatusInput): Promise<StaffReservation | null> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(nightApi.roomStatus, { params: { id: roomId }, body: { status } }),
  );
  return checkedAnswer(roomStatusAnswer, answer).result;
}

export function useSetRoomStatus() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: setRoomStatus, onSuccess: refresh });
}
