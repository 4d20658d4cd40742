/*
 * The reservations module as other modules use it (docs/decisions/0031): only through this file. It
 * alone writes the reservations table; the night, payments and privacy change a reservation through
 * the writes below, each of which publishes the night it changed. What reservations sets off in those
 * modules goes through ReservationEvents, wired in app.ts.
 */
export type { ReservationEvents } from '../../module-events.ts';
export { bookInTransaction } from './booking-service.ts';
export { releaseExpiredHolds } from './holds.ts';
export type { BookingIntent } from './booking-repo.ts';
export { currentView, loadView } from './load.ts';
export { nightAvailability } from './night-cache.ts';
export { releaseOfferedPlace, takeOfferedPlace } from './offer-writes.ts';
export {
  findLiveByCode,
  findPatronRooms,
  findReservation,
  findReservationForUpdate,
  lastStatusChanges,
  listLedger,
  listLiveForNight,
  listStatusHistory,
  lockNight,
} from './repo.ts';
export type { LedgerRow, ReservationRow, StatusHistoryRow } from './repo.ts';
export { reserveWhenPaid } from './reserve-when-paid.ts';
export {
  authorOf,
  forgetPersonalData,
  forgetVisitsBefore,
  keepHoldUntil,
  recordStatus,
  updateVisit,
} from './reservation-writes.ts';
export type { StatusAuthor } from '../../module-events.ts';
export type { VisitFields } from './reservation-writes.ts';
export { instant, money, priceSchema, reservationFlagsShape, reservationSchema } from './schemas.ts';
export { isStaff, reachable } from './service.ts';
export { changeStatus } from './change-service.ts';
export { dollars, flagsOf, paymentStatusLabels, priceView, runningLateOf } from './view.ts';
export type { PatronRoom, ReservationView } from './view.ts';
