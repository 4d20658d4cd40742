import { type ServerModule, job } from '../../server-module.ts';
import { jobNames } from '../../jobs/queue.ts';
import { reservationRoutes } from './routes.ts';
import { releaseHold } from './holds.ts';

/** What the reservations module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const reservationsModule: ServerModule = {
  name: 'reservations',
  routes: [reservationRoutes],
  jobs: [job(jobNames.releaseHold, (ctx, data) => releaseHold(ctx, data.reservationId))],
};
