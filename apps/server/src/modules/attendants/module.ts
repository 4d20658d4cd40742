import { type ServerModule } from '../../server-module.ts';
import { attendantRoutes } from './routes.ts';

/** What the attendants module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const attendantsModule: ServerModule = {
  name: 'attendants',
  routes: [attendantRoutes],
};
