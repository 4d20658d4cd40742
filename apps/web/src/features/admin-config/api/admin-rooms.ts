import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildingApi, nightApi, roomListSchema, type RoomRequest, type StaffRoom } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { STAFF_QUERY_ROOT, type RoomKind, type RoomStatus } from '../../../api/staff-types';

export type { RoomKind, RoomStatus };
/** A room as GET rooms answers it (the contract's schema). */
export type AdminRoom = StaffRoom;

/** The four room types, in the order the screens list them. */
export const roomKinds: readonly RoomKind[] = ['shower', 'bath', 'handicapped', 'kallah'];

/** What the room's form sends: the contract's body (the service checks each field), as the form fills it. */
export interface RoomBody extends RoomRequest {
  number: string;
  type: RoomKind;
  sectionId: number;
  dmxChannel: number | null;
}

export const adminRoomsQueryKey = ['adminConfig', 'rooms'] as const;

/** GET rooms (desk): every room with its status and section, as of the facility's tonight. */
export async function fetchRooms(signal?: AbortSignal): Promise<AdminRoom[]> {
  return checkedAnswer(roomListSchema, await http.call(buildingApi.rooms, { signal }));
}

export function useAdminRooms() {
  return useQuery({ queryKey: adminRoomsQueryKey, queryFn: ({ signal }) => fetchRooms(signal) });
}

/** POST rooms (a new room) or PUT rooms/{id} (Admin). */
export async function saveRoom(id: number | null, body: RoomBody): Promise<void> {
  await withErrorMessage(() =>
    id === null
      ? http.call(buildingApi.addRoom, { body })
      : http.call(buildingApi.room, { params: { id }, body }),
  );
}

/** POST rooms/{id}/status { status }: Offline takes a room out of use; Available brings it back. */
export async function setRoomStatus(id: number, status: RoomStatus): Promise<void> {
  await withErrorMessage(() => http.call(nightApi.roomStatus, { params: { id }, body: { status } }));
}

/** Rooms, and the desk's own lists, are read again after a change. */
function useRefreshRooms() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminRoomsQueryKey }),
      queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT] }),
    ]);
}

export function useSaveRoom() {
  const refresh = useRefreshRooms();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RoomBody }) => saveRoom(id, body),
    onSuccess: refresh,
  });
}

export function useSetRoomStatus() {
  const refresh = useRefreshRooms();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: RoomStatus }) => setRoomStatus(id, status),
    onSuccess: refresh,
  });
}
