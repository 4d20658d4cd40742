import { type ServerModule } from '../../server-module.ts';
import { botCheckRoutes } from './routes.ts';

/** What the bot-check module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const botCheckModule: ServerModule = {
  name: 'bot-check',
  routes: [botCheckRoutes],
};
