import { useMutation } from '@tanstack/react-query';
import { receiptAnswer, receiptsApi, type ReceiptAnswer } from '@tevila/contract';
import { isPrinterId, type PrinterId } from '@tevila/domain';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';

export { isPrinterId, type PrinterId, type ReceiptAnswer };

/** The desks' receipt printers (docs/staff-api.md, Receipt), in the order the desk's choice lists them. */
export const PRINTER_IDS = [
  'ReceptionEast',
  'ReceptionWest',
  'LobbyKiosk',
  'ParkingKiosk',
] as const satisfies readonly PrinterId[];

export interface ReceiptInput {
  id: string;
  printerId: PrinterId;
}

/** POST reservations/{id}/receipt { printerId } → printed, or its page for the desk to print. */
export async function printReceipt({ id, printerId }: ReceiptInput): Promise<ReceiptAnswer> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(receiptsApi.print, { params: { id }, body: { printerId } }),
  );
  return checkedAnswer(receiptAnswer, answer).result;
}

export function usePrintReceipt() {
  return useMutation({ mutationFn: printReceipt });
}
