import { type ServerModule } from '../../server-module.ts';
import { buildingDeviceRoutes } from './routes.ts';

/** What the building-devices module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const buildingDevicesModule: ServerModule = {
  name: 'building-devices',
  routes: [buildingDeviceRoutes],
};
