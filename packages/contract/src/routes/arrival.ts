import type { Route } from '../route.ts';

/** Arriving: self check-in and the lobby's kiosk. */
export const arrivalApi = {
  /** POST { lat?, lng? }: she checks herself in, at the mikvah → { success, errorMessage, result: Reservation }. */
  arrive: { method: 'POST', path: '/api/api/reservations/:id/arrive' },
  /** POST { reservationCode } with the kiosk's device token → { success, errorMessage, result: KioskArrival }. */
  kioskCheckin: { method: 'POST', path: '/api/api/kiosk/checkin' },
} as const satisfies Record<string, Route>;
