import type { Route } from '../route.ts';

/** A reservation: the night's slots, booking, her reservations, one of them, its calendar file and changes. */
export const reservationsApi = {
  /** GET ?dt=YYYY-MM-DD[&replacingreservationid=][&userid=] → [{ timeSlot, availableReservations }]. */
  availableReservations: { method: 'GET', path: '/api/api/reservations/availablereservations' },
  /** POST the reservation (+ Idempotency-Key) ?v=1 → { success, errorMessage, result: Reservation }. */
  newReservation: { method: 'POST', path: '/api/api/reservations/newreservation' },
  /** GET ?user=&dateFrom=&dateTo= → her reservations (anyone's for staff). */
  findByUser: { method: 'GET', path: '/api/api/reservations/findbyuser' },
  /** GET → the reservation. */
  reservation: { method: 'GET', path: '/api/api/reservations/:id' },
  /** GET → the reservation as an .ics event, the same UID and SEQUENCE as her emails carry. */
  calendar: { method: 'GET', path: '/api/api/reservations/:id/calendar' },
  /** POST { status } → { success, errorMessage, result }. */
  status: { method: 'POST', path: '/api/api/reservations/:id/status' },
  /** The same, as the specification spells it (with a trailing slash). */
  statusAsSpecified: { method: 'POST', path: '/api/api/reservations/:id/status/' },
  /** POST { reservationNotes, userNotes } (staff: notes too). */
  notes: { method: 'POST', path: '/api/api/reservations/:id/notes' },
  /** POST { minutes }: moved to a later slot when one fits, else the desk is told. */
  late: { method: 'POST', path: '/api/api/reservations/:id/late' },
} as const satisfies Record<string, Route>;
