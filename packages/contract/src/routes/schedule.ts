import type { Route } from '../route.ts';

/** The schedule, the zmanim and the administrator's overrides of a night. */
export const scheduleApi = {
  /** GET [?from=YYYY-MM-DD][&days=] → ScheduleDay[] from today (an Admin may ask up to 380 nights). */
  schedule: { method: 'GET', path: '/api/api/settings/schedule' },
  /** GET [?dt=YYYY-MM-DD] → { date, zmanTevillah, sunset, candleLighting } of one night. */
  zmanim: { method: 'GET', path: '/api/api/settings/zmanim' },
  /** GET (Admin) → the overrides from tonight on. */
  overrides: { method: 'GET', path: '/api/api/settings/schedule/overrides' },
  /** PUT { closed, openTime, closeTime, note } (Admin) → { success, errorMessage, result: the override }. */
  setOverride: { method: 'PUT', path: '/api/api/settings/schedule/overrides/:date' },
  /** DELETE (Admin): the night goes back to its computed hours. */
  removeOverride: { method: 'DELETE', path: '/api/api/settings/schedule/overrides/:date' },
} as const satisfies Record<string, Route>;
