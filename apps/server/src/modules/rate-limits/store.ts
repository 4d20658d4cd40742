import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { AppContext } from '../../context.ts';
import { wallTime } from '../../clock.ts';
import { countRequest, deleteEndedWindows } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'log'>;
type Counted = { current: number; ttl: number };

/** How often the sweep removes the counts whose window has ended (pg-boss's whole minutes). */
export const RATE_LIMIT_SWEEP_SECONDS = 30 * 60;

/**
 * @fastify/rate-limit's store, counted in the database (rate_limits) so that a limit holds for the
 * whole site however many instances serve it (docs/decisions/0047). Windows are real time, as the
 * plugin's own store counts them: the development clock moves the site's "now", not the callers'
 * pace. Each route counts apart, as the plugin's other stores do. A fault of the database is logged
 * and handed to the plugin, which lets the request through (skipOnError, http/security.ts).
 */
export function databaseRateLimitStore(ctx: Ctx, now: () => number = wallTime): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: FastifyRateLimitOptions, prefix = '') {
      this.#prefix = prefix;
    }

    incr(key: string, done: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      const at = now();
      countRequest(ctx.db, `${this.#prefix}${key}`, new Date(at), timeWindow).then(
        (row) => done(null, { current: row.hits, ttl: Math.max(0, row.resetsAt.getTime() - at) }),
        (err: unknown) => {
          ctx.log.warn({ err }, 'a rate limit could not be counted; the request goes through');
          done(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // At run time the plugin hands over the route's merged options, with the route as routeInfo.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(
        undefined,
        `${String(route?.method ?? '')}${String(route?.url ?? '')}-`,
      );
    }
  };
}

/** The sweep: the counts whose window has ended go. */
export function sweepRateLimits(ctx: Pick<AppContext, 'db'>, now: () => number = wallTime): Promise<number> {
  return deleteEndedWindows(ctx.db, new Date(now()));
}
