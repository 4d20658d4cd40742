import type { Route } from '../route.ts';

/** The waitlist: joining, leaving, taking a place, the desk's view. */
export const waitlistApi = {
  /** POST { date, combination, earliest, latest } → { result: her place in the night's line }. */
  join: { method: 'POST', path: '/api/api/reservations/waitlist' },
  /** GET → her places in line from today on; ?dt= (the desk) → a night's whole waitlist. */
  list: { method: 'GET', path: '/api/api/reservations/waitlist' },
  /** DELETE: she leaves the line → { result: the entry, Left }. */
  leave: { method: 'DELETE', path: '/api/api/reservations/waitlist/:id' },
  /** POST: she takes the place held for her → { result: her reservation }. */
  accept: { method: 'POST', path: '/api/api/reservations/waitlist/:id/accept' },
} as const satisfies Record<string, Route>;
