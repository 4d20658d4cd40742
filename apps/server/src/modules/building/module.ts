import { type ServerModule } from '../../server-module.ts';
import { buildingRoutes } from './routes.ts';

/** What the building module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const buildingModule: ServerModule = {
  name: 'building',
  routes: [buildingRoutes],
};
