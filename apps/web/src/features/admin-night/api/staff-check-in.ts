import { useMutation, useQuery } from '@tanstack/react-query';
import {
  checkinRefusalSchema,
  checkinRoomsSchema,
  nightApi,
  staffReservationAnswer,
  type CheckinRoom,
  type StaffReservation,
} from '@tevila/contract';
import { z } from 'zod/mini';
import { checkedAnswer } from '../../../api/checked-answer';
import { ApiError, http, withErrorMessage } from '../../../api/http';
import { STAFF_QUERY_ROOT } from '../../../api/staff-types';
import { useStaffRefresh } from './staff-refresh';

export interface CheckInInput {
  id: string;
  /** Staff confirmed checking her in before the window opens (docs/staff-api.md Check-in). */
  override?: boolean;
  /** The room the desk chose (the exception); without it check-in chooses. */
  roomId?: number | null;
}

/**
 * POST reservations/{id}/checkin → the reservation with its room, or Waiting with a waiting code.
 * Early, the server refuses with when check-in opens (checkinOpensAt); `override` checks her in anyway.
 */
export async function checkIn({
  id,
  override = false,
  roomId = null,
}: CheckInInput): Promise<StaffReservation> {
  const body = { ...(override ? { override: true } : {}), ...(roomId === null ? {} : { roomId }) };
  const answer: unknown = await withErrorMessage(() =>
    http.call(nightApi.checkIn, { params: { id }, body: Object.keys(body).length > 0 ? body : undefined }),
  );
  return checkedAnswer(staffReservationAnswer, answer).result;
}

/** When check-in opens, if this error is the refusal of an early check-in (staff may then override). */
export function checkinOpensAt(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const refusal = z.safeParse(checkinRefusalSchema, error.body);
  const opens = refusal.success ? refusal.data.checkinOpensAt : undefined;
  return opens !== undefined && opens !== '' ? opens : null;
}

export function useCheckIn() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: checkIn, onSuccess: refresh });
}

/** GET reservations/{id}/rooms: the free rooms that may take her, the one check-in would give first. */
export async function fetchCheckinRooms(id: string, signal?: AbortSignal): Promise<CheckinRoom[]> {
  return checkedAnswer(
    checkinRoomsSchema,
    await http.call(nightApi.checkinRooms, { params: { id }, signal }),
  );
}

/** The room chooser's rooms, read while it is open (they change as the night goes). */
export function useCheckinRooms(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [STAFF_QUERY_ROOT, 'checkin-rooms', id],
    queryFn: ({ signal }) => fetchCheckinRooms(id, signal),
    enabled,
  });
}
