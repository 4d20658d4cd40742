import type { Route } from '../route.ts';

/** Her signed-in devices. */
export const accountSessionsApi = {
  /** GET → her signed-in devices [{ id, device, place, createdAt, lastUsedAt, current }]. */
  list: { method: 'GET', path: '/api/api/account/sessions' },
  /** DELETE → signs that device of hers out → { success, errorMessage, result: null }. */
  one: { method: 'DELETE', path: '/api/api/account/sessions/:id' },
  /** POST → signs out every device of hers but this one → { success, errorMessage, result: { sessionsEnded } }. */
  signOutOthers: { method: 'POST', path: '/api/api/account/sessions/signout-others' },
} as const satisfies Record<string, Route>;
