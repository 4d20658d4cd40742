// The HTTP contract of the endpoints the web calls: one zod/mini schema per request and answer, used
// by the server's routes (validation, serialisation, the OpenAPI document) and by the web's fetchers,
// forms and test fixtures (docs/decisions/0034). Each file stands alone, so a bundle keeps only the
// schemas it uses.
export { messageSchema, refusalSchema, updateResultSchema } from './answers.ts';
export { fieldText, msg } from './field-messages.ts';
export { flagField, isoDateField, noteField } from './request-fields.ts';
export { described, instant, money, whole } from './values.ts';
export {
  priceSchema,
  reservationFlagsShape,
  reservationListSchema,
  reservationSchema,
  type Reservation,
  type ReservationPayment,
  type ReservationPrice,
} from './reservation.ts';
export { notesBody, type NotesRequest } from './reservation-notes.ts';
export { slotListSchema, slotSchema, type AvailableSlot } from './slots.ts';
export {
  newReservationAnswer,
  newReservationBody,
  type NewReservation,
  type NewReservationRequest,
} from './new-reservation.ts';
export {
  amountField,
  makePaymentAnswer,
  makePaymentBody,
  type MakePaymentAnswer,
  type MakePaymentRequest,
} from './make-payment.ts';
export {
  publicSettingSchema,
  publicSettingsSchema,
  tokenAnswerSchema,
  type PublicSetting,
  type TokenAnswer,
} from './public-answers.ts';
