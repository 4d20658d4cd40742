import type { Route } from '../route.ts';

/** Reports: payments. */
export const reportsApi = {
  /** GET ?from=&to=[&format=csv] (Admin) → { from, to, payments, totals, total }, or the CSV file. */
  payments: { method: 'GET', path: '/api/api/payments/report' },
} as const satisfies Record<string, Route>;
