/*
 * The devices module as other modules use it (docs/decisions/0031): the kiosk's check-in (night)
 * asks it who is calling and claims a try for each code it checks; a room tablet's calls (night) ask it too.
 */
export { authenticateKiosk, claimCodeCheck, refuseIfBlocked, withdrawCodeCheck } from './service.ts';
export type { KioskDevice } from './service.ts';
export {
  authenticateTablet,
  isTabletRequest,
  requireTabletCredentials,
  unlockTablet,
} from './room-tablet-auth.ts';
export type { TabletCaller, TabletCredentials } from './room-tablet-auth.ts';
