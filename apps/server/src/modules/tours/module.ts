import { type ServerModule } from '../../server-module.ts';
import { tourRoutes } from './routes.ts';

/** What the tours module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const toursModule: ServerModule = {
  name: 'tours',
  routes: [tourRoutes],
};
