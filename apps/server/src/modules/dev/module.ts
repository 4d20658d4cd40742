import { type ServerModule } from '../../server-module.ts';
import { devRoutes } from './routes.ts';

/** What the dev module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const devModule: ServerModule = {
  name: 'dev',
  routes: [devRoutes],
};
