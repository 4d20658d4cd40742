import type { Route } from '../route.ts';

/** Tours and their sign-ups. */
export const toursApi = {
  /** GET ?type=Kallah → upcoming tours with room left, soonest first (public). */
  upcoming: { method: 'GET', path: '/api/api/tours' },
  /** POST { firstName, lastName, email, tourId, reCaptchaTokenResponse } → { success, errorMessage }. */
  signup: { method: 'POST', path: '/api/api/tours/:id/signup' },
  /** GET (Admin) → every tour, past ones included, with its sign-up count. */
  adminList: { method: 'GET', path: '/api/api/tours/admin' },
  /** POST { type, date, location?, capacity? } (Admin) → { success, errorMessage, result: the tour }. */
  create: { method: 'POST', path: '/api/api/tours' },
  /** PUT the same body (Admin) → the tour replaced; an absent location or capacity clears it. */
  replace: { method: 'PUT', path: '/api/api/tours/:id' },
  /** DELETE ?force=true (Admin): refused while people are signed up, unless forced. */
  remove: { method: 'DELETE', path: '/api/api/tours/:id' },
} as const satisfies Record<string, Route>;
