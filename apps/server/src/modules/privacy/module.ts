import { type ServerModule, sweep } from '../../server-module.ts';
import { jobNames } from '../../jobs/queue.ts';
import { privacyRoutes } from './routes.ts';
import { RETENTION_SWEEP_SECONDS, stripOldVisits } from './retention-service.ts';

/** What the privacy module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const privacyModule: ServerModule = {
  name: 'privacy',
  routes: [privacyRoutes],
  sweeps: [sweep(jobNames.stripOldVisits, RETENTION_SWEEP_SECONDS, (ctx) => stripOldVisits(ctx))],
};
