import type { Route } from '../route.ts';

/** The audit log. */
export const auditApi = {
  /** GET ?user=&action=&from=&to=&page=&pageSize= (Admin) → { items, total, page, pageSize }. */
  audit: { method: 'GET', path: '/api/api/audit' },
  /** GET (Admin) → every action the audit log records. */
  actions: { method: 'GET', path: '/api/api/audit/actions' },
  /** GET with the same filters (Admin) → every matching entry as a CSV file. */
  csv: { method: 'GET', path: '/api/api/audit.csv' },
} as const satisfies Record<string, Route>;
