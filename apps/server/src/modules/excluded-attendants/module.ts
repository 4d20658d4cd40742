import { type ServerModule } from '../../server-module.ts';
import { excludedAttendantRoutes } from './routes.ts';

/** What the excluded-attendants module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const excludedAttendantsModule: ServerModule = {
  name: 'excluded-attendants',
  routes: [excludedAttendantRoutes],
};
