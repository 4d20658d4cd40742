/**
 * Every URL the web app calls, in one typed module. Paths are same-origin; the API lives under
 * /api/api/ and the OAuth-style token endpoint under /api/token (DESIGN §5).
 */
export const API_BASE = '/api/api/';

const api = (path: string): string => `${API_BASE}${path}`;

export const paths = {
  token: '/api/token',
  /** GET → [{ key, value }] of the public settings. */
  settings: () => api('settings'),
  /** GET → ScheduleDay[] from today. */
  schedule: () => api('settings/schedule'),
  /** GET → { version }; the timestamp defeats every cache on the way. */
  meta: (timestamp: number) => `/meta.json?t=${timestamp}`,
} as const;

export type Paths = typeof paths;
