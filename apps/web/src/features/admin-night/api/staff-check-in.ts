import { useMutation } from '@tanstack/react-query';
import { ApiError, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { useStaffRefresh } from './staff-refresh';
import type { StaffReservation, UpdateAnswer } from '../../../api/staff-types';

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
  try {
    const answer = await http.post<UpdateAnswer<StaffReservation>>(
      paths.staffCheckIn(id),
      override ? { override: true } : undefined,
    );
    return answer.result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

/** When check-in opens, if this error is the refusal of an early check-in (staff may then override). */
export function checkinOpensAt(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  const opens = (body as { checkinOpensAt?: unknown }).checkinOpensAt;
  return typeof opens === 'string' && opens !== '' ? opens : null;
}

export function useCheckIn() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: checkIn, onSuccess: refresh });
}
