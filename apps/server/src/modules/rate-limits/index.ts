/** The rate-limits module as the rest of the server uses it (docs/decisions/0031): only through this file. */
export { RATE_LIMIT_SWEEP_SECONDS, databaseRateLimitStore, sweepRateLimits } from './store.ts';
