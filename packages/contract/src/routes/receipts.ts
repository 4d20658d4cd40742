import type { Route } from '../route.ts';

/** Receipts printed at the desk. */
export const receiptsApi = {
  /** POST { printerId } (desk) → { result: { printed, printer, html } }. */
  print: { method: 'POST', path: '/api/api/reservations/:id/receipt' },
} as const satisfies Record<string, Route>;
