import { type ServerModule } from '../../server-module.ts';
import { signInRoutes } from './routes.ts';

/** What the sign-in module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const signInModule: ServerModule = {
  name: 'sign-in',
  routes: [signInRoutes],
};
