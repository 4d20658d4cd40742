import { type ServerModule } from '../../server-module.ts';
import { systemRoutes } from './routes.ts';

/** What the system module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const systemModule: ServerModule = {
  name: 'system',
  routes: [systemRoutes],
};
