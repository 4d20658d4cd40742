import { API_BASE } from './paths';

const api = (path: string): string => `${API_BASE}${path}`;

/**
 * Her signed-in devices' URLs, kept apart from paths.ts: only /devices loads them, so the home page
 * stays within its budget (docs/design.md §10).
 */
export const accountSessionPaths = {
  /** GET → her signed-in devices [{ id, device, place, createdAt, lastUsedAt, current }]. */
  list: () => api('account/sessions'),
  /** DELETE → signs that device of hers out → { success, errorMessage, result: null }. */
  one: (id: string) => api(`account/sessions/${encodeURIComponent(id)}`),
  /** POST → signs out every device of hers but this one → { success, errorMessage, result: { sessionsEnded } }. */
  signOutOthers: () => api('account/sessions/signout-others'),
} as const;
