import { type ServerModule } from '../../server-module.ts';
import { nightRoutes } from './routes.ts';
import { arrivalRoutes } from './arrival-routes.ts';
import { tabletRoutes } from './tablet-routes.ts';
import { liveRoutes } from './live-routes.ts';
import { afterStatusChange } from './visit-effects.ts';

/** What the night module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const nightModule: ServerModule = {
  name: 'night',
  routes: [nightRoutes, arrivalRoutes, tabletRoutes, liveRoutes],
  reservationEvents: (ctx) => ({
    statusChanged: (tx, before, after, by, at) => afterStatusChange(ctx, tx, before, after, by, at),
  }),
};
