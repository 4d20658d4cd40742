import type { Route } from '../route.ts';

/** Attendants. */
export const attendantsApi = {
  /** GET ?active=&search= → attendants by name (a patron: active ones, searched from 3 characters). */
  list: { method: 'GET', path: '/api/api/attendants' },
  /** POST { firstName, lastName, active? } (Admin) → { success, errorMessage, result: Attendant }. */
  create: { method: 'POST', path: '/api/api/attendants' },
  /** PUT { firstName?, lastName?, active? } (Admin) → { success, errorMessage, result: Attendant }. */
  edit: { method: 'PUT', path: '/api/api/attendants/:id' },
} as const satisfies Record<string, Route>;
