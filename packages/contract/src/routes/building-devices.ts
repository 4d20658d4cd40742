import type { Route } from '../route.ts';

/** The building's devices and their test. */
export const buildingDevicesApi = {
  /** GET (Admin) → the building's devices Tevila calls (door locks, printers, garage relay), each with its last call. */
  list: { method: 'GET', path: '/api/api/building-devices' },
  /** POST, no body (Admin) → { result: { ok, device } }; 400 { Message } when the device has no address. */
  test: { method: 'POST', path: '/api/api/building-devices/:id/test' },
} as const satisfies Record<string, Route>;
