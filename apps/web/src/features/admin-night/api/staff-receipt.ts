import { useMutation } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import type { UpdateAnswer } from '../../../api/staff-types';

/** The desks' receipt printers (docs/staff-api.md, Receipt). */
export const PRINTER_IDS = ['ReceptionEast', 'ReceptionWest', 'LobbyKiosk', 'ParkingKiosk'] as const;
export type PrinterId = (typeof PRINTER_IDS)[number];
export const isPrinterId = (value: unknown): value is PrinterId =>
  typeof value === 'string' && (PRINTER_IDS as readonly string[]).includes(value);

export interface ReceiptAnswer {
  /** false: no printer address is set, so the page prints `html` itself. */
  printed: boolean;
  printer: string;
  html: string;
}

export interface ReceiptInput {
  id: string;
  printerId: PrinterId;
}

/** POST reservations/{id}/receipt { printerId }. */
export async function printReceipt({ id, printerId }: ReceiptInput): Promise<ReceiptAnswer> {
  try {
    const answer = await http.post<UpdateAnswer<ReceiptAnswer>>(paths.staffReceipt(id), { printerId });
    return answer.result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function usePrintReceipt() {
  return useMutation({ mutationFn: printReceipt });
}
