import { type ServerModule } from '../../server-module.ts';
import { settingsRoutes } from './routes.ts';

/** What the settings module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const settingsModule: ServerModule = {
  name: 'settings',
  routes: [settingsRoutes],
};
