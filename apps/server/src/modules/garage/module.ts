import { type ServerModule } from '../../server-module.ts';
import { garageRoutes } from './routes.ts';

/** What the garage module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const garageModule: ServerModule = {
  name: 'garage',
  routes: [garageRoutes],
};
