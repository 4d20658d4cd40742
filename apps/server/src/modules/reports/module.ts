import { type ServerModule } from '../../server-module.ts';
import { reportRoutes } from './routes.ts';
import { auditRoutes } from './audit-routes.ts';

/** What the reports module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const reportsModule: ServerModule = {
  name: 'reports',
  routes: [reportRoutes, auditRoutes],
};
