import { type ServerModule } from '../../server-module.ts';
import { userRoutes } from './routes.ts';
import { userSearchRoutes } from './search-routes.ts';

/** What the users module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const usersModule: ServerModule = {
  name: 'users',
  routes: [userRoutes, userSearchRoutes],
};
