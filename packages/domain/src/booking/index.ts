// The booking rules' public part, re-exported by the package's index.
export { needsPrepay, startsPending, payAtDoorAllowed } from './prepay.ts';
export { bookedFlagsOf, combinationOf, reservationStatuses } from './types.ts';
export type {
  ReservationStatus,
  StatusActor,
  Combination,
  BookedFlags,
  HeldReservation,
  SlotAvailability,
  PricedRequest,
  Price,
  Refusal,
  Verdict,
} from './types.ts';
export {
  roomKindOf,
  roomKindOn,
  roomTypeOf,
  slotLengthMinutes,
  occupiedMinutes,
  combinationsFor,
  isOffered,
  type RoomKind,
  type RoomType,
} from './combinations.ts';
export { nightSlots } from './night-slots.ts';
export { holdsCapacity } from './capacity.ts';
export { availability } from './availability.ts';
export {
  checkBooking,
  checkCombination,
  bookingMessages,
  planNight,
  type BookingRequest,
  type NightPlan,
} from './check-booking.ts';
export {
  isLateMinutes,
  lateMinuteChoices,
  lateSlot,
  LATE_SLACK_MINUTES,
  type LateMinutes,
} from './running-late.ts';
export { beforeArrival, lateAfter, minutesLate } from './late.ts';
export { packedStarts, packsRooms } from './packing.ts';
export {
  checkWaitlistJoin,
  offerVerdict,
  waitlistOffers,
  type WaitlistOffer,
  type WaitlistRequest,
} from './waitlist.ts';
export {
  priceOf,
  promotionApplies,
  checkExtras,
  extrasMessages,
  PROMOTION_FROM,
  PROMOTION_TO,
  PROMOTION_ROOM_CENTS,
} from './prices.ts';
export {
  balanceOf,
  ledgerSummary,
  movedMoney,
  summarizeLedger,
  type LedgerKind,
  type StoredLedgerRow,
  type LedgerEntry,
  type LedgerSummary,
} from './ledger.ts';
export {
  giftPartsOf,
  reportGiftCents,
  reservationGifts,
  reservationTotal,
  reservationTotalCents,
  type GiftPartRow,
  type ReservationMoneyFigures,
} from './gift-parts.ts';
export { checkTransition, statusMoves } from './statuses.ts';
export { newAccessCode, isAccessCode, accessCodeFor } from './access-code.ts';
export { heldOf, holdRanOut, isReservationStatus, type BookingRow, type HeldRow } from './held-rows.ts';
export {
  bookingRefusals,
  capacityRefusal,
  DAYS_AHEAD,
  decideBatch,
  idempotencyKeyOf,
  KALLAH_SINCE,
  keptNightRefusal,
  nightDateRefusal,
  recentTwin,
  type BatchDecision,
  type BookingAsk,
  type BookingNight,
  type NewBooking,
  type RefusalKind,
} from './booking-batch.ts';
