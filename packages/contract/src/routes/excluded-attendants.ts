import type { Route } from '../route.ts';

/** Attendants she would rather not have. */
export const excludedAttendantsApi = {
  /** GET → her excluded attendants with their names. */
  list: { method: 'GET', path: '/api/api/users/:id/excludedattendants' },
  /** PUT: excludes the attendant → { success, errorMessage, result: User }. */
  exclude: { method: 'PUT', path: '/api/api/users/:id/excludedattendants/:attendantId' },
  /** DELETE: stops excluding the attendant → { success, errorMessage, result: User }. */
  include: { method: 'DELETE', path: '/api/api/users/:id/excludedattendants/:attendantId' },
} as const satisfies Record<string, Route>;
