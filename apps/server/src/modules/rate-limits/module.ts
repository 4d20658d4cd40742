import { type ServerModule, sweep } from '../../server-module.ts';
import { jobNames } from '../../jobs/queue.ts';
import { RATE_LIMIT_SWEEP_SECONDS, sweepRateLimits } from './store.ts';

/** What the rate-limits module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const rateLimitsModule: ServerModule = {
  name: 'rate-limits',
  sweeps: [sweep(jobNames.sweepRateLimits, RATE_LIMIT_SWEEP_SECONDS, (ctx) => sweepRateLimits(ctx))],
};
