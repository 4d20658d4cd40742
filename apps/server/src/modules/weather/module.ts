import { type ServerModule } from '../../server-module.ts';
import { weatherRoutes } from './routes.ts';

/** What the weather module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const weatherModule: ServerModule = {
  name: 'weather',
  routes: [weatherRoutes],
};
