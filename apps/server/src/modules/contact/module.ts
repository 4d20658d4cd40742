import { type ServerModule } from '../../server-module.ts';
import { contactRoutes } from './routes.ts';

/** What the contact module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const contactModule: ServerModule = {
  name: 'contact',
  routes: [contactRoutes],
};
