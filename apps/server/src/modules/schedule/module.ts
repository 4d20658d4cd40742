import { type ServerModule } from '../../server-module.ts';
import { scheduleRoutes } from './routes.ts';
import { overrideRoutes } from './override-routes.ts';

/** What the schedule module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const scheduleModule: ServerModule = {
  name: 'schedule',
  routes: [scheduleRoutes, overrideRoutes],
};
