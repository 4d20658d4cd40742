/** The waitlist module as other modules use it (docs/decisions/0031): only through this file. */
export { offerWaitlists, offerWhenFreed, WAITLIST_SWEEP_SECONDS } from './offers.ts';
export { waitlistRoutes } from './routes.ts';
