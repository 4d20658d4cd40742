import type { Route } from '../route.ts';

/** The public settings and the administrator's catalogue. */
export const settingsApi = {
  /** GET → [{ key, value }] of the public settings. */
  publicSettings: { method: 'GET', path: '/api/api/settings' },
  /** GET (Admin) → every setting { key, value, prevValue, type, hint, secret, group }. */
  adminSettings: { method: 'GET', path: '/api/api/settings/admin' },
  /** PUT { value } (Admin) → { success, errorMessage, result: { key, value, prevValue } }. */
  adminSetting: { method: 'PUT', path: '/api/api/settings/admin/:key' },
} as const satisfies Record<string, Route>;
