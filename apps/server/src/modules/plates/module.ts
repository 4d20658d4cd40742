import { type ServerModule } from '../../server-module.ts';
import { plateRoutes } from './routes.ts';

/** What the plates module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const platesModule: ServerModule = {
  name: 'plates',
  routes: [plateRoutes],
};
