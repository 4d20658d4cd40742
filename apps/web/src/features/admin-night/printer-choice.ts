import { isPrinterId, type PrinterId } from './api/staff-receipt';

/** The desk chooses its receipt printer once; the browser keeps it (docs/product/site-and-staff.md §6: a receptionist context). */
export const PRINTER_STORAGE_KEY = 'deskPrinterId';

export function readPrinter(storage: Storage | null = browserStorage()): PrinterId | null {
  try {
    const value = storage?.getItem(PRINTER_STORAGE_KEY);
    return isPrinterId(value) ? value : null;
  } catch {
    return null;
  }
}

export function storePrinter(printerId: PrinterId | null, storage: Storage | null = browserStorage()): void {
  try {
    if (printerId) storage?.setItem(PRINTER_STORAGE_KEY, printerId);
    else storage?.removeItem(PRINTER_STORAGE_KEY);
  } catch {
    // Storage may be full or blocked: the choice then lasts for this page only.
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
