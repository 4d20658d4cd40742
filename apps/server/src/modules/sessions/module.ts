import { type ServerModule } from '../../server-module.ts';
import { tokenRoutes, sessionRoutes } from './routes.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';
import { accountSessionRoutes } from './account-sessions-routes.ts';

/** What the sessions module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const sessionsModule: ServerModule = {
  name: 'sessions',
  routes: [tokenRoutes, sessionRoutes, secondFactorRoutes, accountSessionRoutes],
};
