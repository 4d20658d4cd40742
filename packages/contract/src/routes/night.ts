import type { Route } from '../route.ts';

/** The desk's night: the list, details, check-in, rooms, cubicles, supplies, the desk's payments. */
export const nightApi = {
  /** GET ?dt=YYYY-MM-DD (desk) → StaffListItem[]: the night's reservations by slot time. */
  day: { method: 'GET', path: '/api/api/reservations/day' },
  /** GET ?dt= (desk) → the rooms board: each room's stage, since when, its expected length, its call for help. */
  board: { method: 'GET', path: '/api/api/rooms/board' },
  /** GET (desk) → StaffReservation. */
  details: { method: 'GET', path: '/api/api/reservations/:id/details' },
  /** GET (desk) → the free rooms that may take her, the one check-in would give first. */
  checkinRooms: { method: 'GET', path: '/api/api/reservations/:id/rooms' },
  /** POST { override?, roomId? } (desk) → { success, errorMessage, result: StaffReservation }: a room or a waiting code. */
  checkIn: { method: 'POST', path: '/api/api/reservations/:id/checkin' },
  /** POST (desk) → the place of a woman late and not here, released (she is canceled). */
  release: { method: 'POST', path: '/api/api/reservations/:id/release' },
  /** POST (desk) → lends a free cubicle to a Waiting reservation. */
  cubicle: { method: 'POST', path: '/api/api/reservations/:id/cubicle' },
  /** POST { status } (desk): a room status or the visit status of who is in it. */
  roomStatus: { method: 'POST', path: '/api/api/rooms/:id/status' },
  /** POST { item } (desk, or the room's tablet): a supply request for the patron in the room. */
  supplies: { method: 'POST', path: '/api/api/rooms/:id/supplies' },
  /** POST { status: 'complete' | 'canceled' } (desk): closes an open supply request. */
  closeSupply: { method: 'POST', path: '/api/api/rooms/:id/supplies/:supplyId' },
  /** POST { reservationId, method: 'Cash' | 'Check', amt, note? } (desk) → { result: StaffReservation }. */
  deskPayment: { method: 'POST', path: '/api/api/payments/desk' },
} as const satisfies Record<string, Route>;
