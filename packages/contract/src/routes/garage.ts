import type { Route } from '../route.ts';

/** The garage gate. */
export const garageApi = {
  /** POST { lat, lng, site, option } (OpenGarageGate) → { success, errorMessage, result, message }. */
  open: { method: 'POST', path: '/api/api/garage/open' },
  /** POST { lat, lng, site, option } with her paid parking, on its night → the same answer. */
  openGarageDoor: { method: 'POST', path: '/api/api/reservations/:id/opengaragedoor' },
} as const satisfies Record<string, Route>;
