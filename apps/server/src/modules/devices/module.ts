import { type ServerModule } from '../../server-module.ts';
import { deviceRoutes } from './routes.ts';

/** What the devices module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const devicesModule: ServerModule = {
  name: 'devices',
  routes: [deviceRoutes],
};
