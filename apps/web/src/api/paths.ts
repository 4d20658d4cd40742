/**
 * Every URL the web app calls, in one typed module. Paths are same-origin; the API lives under
 * /api/api/ and the OAuth-style token endpoint under /api/token (DESIGN §5).
 */
export const API_BASE = '/api/api/';

const api = (path: string): string => `${API_BASE}${path}`;

export const paths = {
  /** POST, form-encoded: grant_type=password | refresh_token → access and refresh tokens. */
  token: '/api/token',
  /** POST { userName, phone, email, password, language } → sends the verification code by SMS. */
  register: () => api('account/register'),
  /** POST { phoneNumber, authCode } → { result: { userName, passwd } }. */
  registrationVerify: () => api('account/registrationVerify'),
  /** POST { refreshToken } (bearer): revokes the session on the server. */
  logout: () => api('account/logout'),
  /** GET → the user; PATCH with a JSON-patch list. */
  user: (id: string) => api(`users/${encodeURIComponent(id)}`),
  /** GET → [{ key, value }] of the public settings. */
  settings: () => api('settings'),
  /** GET → ScheduleDay[] from today. */
  schedule: () => api('settings/schedule'),
  /** GET → { version }; the timestamp defeats every cache on the way. */
  meta: (timestamp: number) => `/meta.json?t=${timestamp}`,
} as const;

export type Paths = typeof paths;
