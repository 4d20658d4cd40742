import { DeviceError } from '../device-error.ts';
/**
 * docs/design.md §7: the receipt printer port. The real adapter sends ESC/POS bytes over TCP to the
 * printer's address; without an address the desk prints the HTML receipt from the browser.
 */
export interface ReceiptPrinterPort {
  /** Sends the bytes to `address` (host or host:port); throws PrinterUnreachableError. */
  send(address: string, bytes: Uint8Array): Promise<void>;
}

/** The printer did not take the receipt: nothing was printed. */
export class PrinterUnreachableError extends DeviceError {
  override readonly name = 'PrinterUnreachableError';
}
