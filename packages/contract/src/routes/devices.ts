import type { Route } from '../route.ts';

/** The devices an administrator unlocks (kiosk, room tablets). */
export const devicesApi = {
  /** POST { kind, name, roomId? } (Admin) → { device, token } once. */
  create: { method: 'POST', path: '/api/api/devices' },
  /** GET (Admin) → the devices, newest first, revoked ones too; never a token. */
  list: { method: 'GET', path: '/api/api/devices' },
  /** DELETE (Admin): revokes the device's token → the device. */
  revoke: { method: 'DELETE', path: '/api/api/devices/:id' },
} as const satisfies Record<string, Route>;
