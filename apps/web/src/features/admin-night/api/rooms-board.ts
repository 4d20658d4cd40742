import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nightApi, roomAlertAnswer, roomBoardSchema, tabletApi, type RoomBoard } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http } from '../../../api/http';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';

/** Read again this often even without a change on the stream (a lost stream, a clock's minute). */
export const BOARD_REFRESH_MS = 60_000;

export const roomsBoardQueryKey = (date: string) => [STAFF_QUERY_ROOT, 'board', date] as const;

/** GET rooms/board?dt= → the night's rooms board, read by the contract; with when it was read. */
export async function fetchRoomsBoard(
  date: string,
  signal?: AbortSignal,
): Promise<RoomBoard & { readAt: number }> {
  const board = checkedAnswer(
    roomBoardSchema,
    await http.call(nightApi.board, { query: { dt: date }, signal }),
  );
  return { ...board, readAt: Date.now() };
}

export function useRoomsBoard(date: string) {
  return useQuery({
    queryKey: roomsBoardQueryKey(date),
    queryFn: ({ signal }) => fetchRoomsBoard(date, signal),
    refetchInterval: BOARD_REFRESH_MS,
  });
}

/** POST rooms/alerts/{id}/acknowledge: the desk has answered the room's call; the board is read again. */
export function useAcknowledgeAlert(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      checkedAnswer(roomAlertAnswer, await http.call(tabletApi.acknowledge, { params: { id }, body: {} })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomsBoardQueryKey(date) }),
  });
}
