import { type ServerModule } from '../../server-module.ts';
import { receiptRoutes } from './routes.ts';

/** What the receipts module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const receiptsModule: ServerModule = {
  name: 'receipts',
  routes: [receiptRoutes],
};
