import type { Route } from '../route.ts';

/** A room's tablet and the calls for help. */
export const tabletApi = {
  /** GET (room device token or X-Room-Passcode) → RoomTablet: the room's tablet screen. */
  tablet: { method: 'GET', path: '/api/api/rooms/:id/tablet' },
  /** POST (the room's tablet) → { result: RoomTablet }: ready for the mikvah. */
  ready: { method: 'POST', path: '/api/api/rooms/:id/ready' },
  /** POST (the room's tablet) → { result: RoomTablet }: a call for help to the desk. */
  help: { method: 'POST', path: '/api/api/rooms/:id/help' },
  /** POST (Admin) → { result: RoomTablet }: the tablet locked by wrong passcodes, unlocked. */
  unlock: { method: 'POST', path: '/api/api/rooms/:id/unlock' },
  /** GET ?dt= (desk) → the night's open calls for help, oldest first. */
  alerts: { method: 'GET', path: '/api/api/rooms/alerts' },
  /** POST (desk) → the call for help, answered. */
  acknowledge: { method: 'POST', path: '/api/api/rooms/alerts/:id/acknowledge' },
} as const satisfies Record<string, Route>;
