// The reservation's shapes are the contract's (docs/decisions/0034); the module's index.ts gives them
// to the modules that show a reservation.
export { instant, money, priceSchema, reservationFlagsShape, reservationSchema } from '@tevila/contract';
