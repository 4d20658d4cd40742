import { jobNames } from '../../jobs/queue.ts';
import { sweep, type ServerModule } from '../../server-module.ts';
import { offerWaitlists, offerWhenFreed, WAITLIST_SWEEP_SECONDS } from './offers.ts';
import { waitlistRoutes } from './routes.ts';

/** What the waitlist module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const waitlistModule: ServerModule = {
  name: 'waitlist',
  routes: [waitlistRoutes],
  // Besides the offer made as soon as a place frees, in case that one was lost with its instance.
  sweeps: [sweep(jobNames.offerWaitlists, WAITLIST_SWEEP_SECONDS, (ctx) => offerWaitlists(ctx))],
  reservationEvents: (ctx) => ({ placeFreed: (night) => offerWhenFreed(ctx, night) }),
};
