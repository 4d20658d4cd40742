import { useMutation } from '@tanstack/react-query';
import {
  deskPaymentMethods,
  nightApi,
  staffReservationAnswer,
  type DeskPaymentRequest,
  type StaffReservation,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { useStaffRefresh } from './staff-refresh';

export const DESK_PAYMENT_METHODS = deskPaymentMethods;
export type DeskPaymentMethod = DeskPaymentRequest['method'];

/** POST payments/desk's body as the contract reads it: amt in dollars, up to 2 decimals. */
export type DeskPaymentInput = DeskPaymentRequest;

/** POST payments/desk: money taken at the desk → the reservation as it now stands. */
export async function recordDeskPayment(input: DeskPaymentInput): Promise<StaffReservation> {
  const answer: unknown = await withErrorMessage(() => http.call(nightApi.deskPayment, { body: input }));
  return checkedAnswer(staffReservationAnswer, answer).result;
}

export function useRecordDeskPayment() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: recordDeskPayment, onSuccess: refresh });
}
