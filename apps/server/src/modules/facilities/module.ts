import { type ServerModule } from '../../server-module.ts';
import { organisationRoutes } from './organisation-routes.ts';
import { facilityRoutes } from './routes.ts';

/** What the facilities module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const facilitiesModule: ServerModule = {
  name: 'facilities',
  routes: [facilityRoutes, organisationRoutes],
};
