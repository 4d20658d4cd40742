import type { Route } from '../route.ts';

/** The deployment's facilities. */
export const facilitiesApi = {
  /** GET → every facility with tonight's hours and whether reservations remain (no personal data). */
  tonight: { method: 'GET', path: '/api/api/facilities/tonight' },
} as const satisfies Record<string, Route>;
