import { useMutation } from '@tanstack/react-query';
import { checkinRefusalSchema, staffReservationAnswer, type StaffReservation } from '@tevila/contract';
import { z } from 'zod/mini';
import { checkedAnswer } from '../../../api/checked-answer';
import { ApiError, http, preferErrorMessage } from '../../../api/http';
import { staffPaths } from '../../../api/staff-paths';
import { useStaffRefresh } from './staff-refresh';

export interface CheckInInput {
  id: string;
  /** Staff confirmed checking her in before the window opens (docs/staff-api.md Check-in). */
  override?: boolean;
}

/**
 * POST reservations/{id}/checkin → the reservation with its room, or Waiting with a waiting code.
 * Early, the server refuses with when check-in opens (checkinOpensAt); `override` checks her in anyway.
 */
export async function checkIn({ id, override = false }: CheckInInput): Promise<StaffReservation> {
  let answer: unknown;
  try {
    answer = await http.post<unknown>(staffPaths.staffCheckIn(id), override ? { override: true } : undefined);
  } catch (error) {
    throw preferErrorMessage(error);
  }
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
