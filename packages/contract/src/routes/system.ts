import type { Route } from '../route.ts';

/** The server itself: liveness, readiness and the release it runs. */
export const systemApi = {
  /** GET → { status: 'ok' } while the process is up. */
  healthz: { method: 'GET', path: '/healthz' },
  /** GET → { status: 'ok' } while the database answers, else 503. */
  readyz: { method: 'GET', path: '/readyz' },
  /** GET [?t=<timestamp>, defeating every cache on the way] → { version }. */
  meta: { method: 'GET', path: '/meta.json' },
} as const satisfies Record<string, Route>;
