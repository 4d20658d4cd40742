/*
 * The devices module as other modules use it (docs/decisions/0031): the kiosk's check-in (night)
 * asks it who is calling and counts the wrong codes.
 */
export { authenticateKiosk, noteWrongCode, refuseIfBlocked } from './service.ts';
export type { KioskDevice } from './service.ts';
