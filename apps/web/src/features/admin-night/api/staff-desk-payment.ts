import { useMutation } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { useStaffRefresh } from './staff-refresh';
import type { StaffReservation, UpdateAnswer } from '../../../api/staff-types';

export const DESK_PAYMENT_METHODS = ['Cash', 'Check'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

export interface DeskPaymentInput {
  reservationId: string;
  method: DeskPaymentMethod;
  /** Dollars, up to 2 decimals. */
  amt: number;
  note?: string;
}

/** POST payments/desk: money taken at the desk → the reservation as it now stands. */
export async function recordDeskPayment(input: DeskPaymentInput): Promise<StaffReservation> {
  try {
    const answer = await http.post<UpdateAnswer<StaffReservation>>(paths.staffDeskPayment(), input);
    return answer.result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useRecordDeskPayment() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: recordDeskPayment, onSuccess: refresh });
}
