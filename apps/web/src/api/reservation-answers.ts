import { reservationListSchema, reservationSchema, type Reservation } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/*
 * Her reservations read by the contract's schemas. Loaded on first use (import()), never with the
 * first page: the fetchers that use it sit in the app's entry, and the schemas and zod's parser belong
 * to a signed-in patron's pages, not to the home page's budget (e2e/web-budget.spec.ts).
 */
export const readReservation = (body: unknown): Reservation => checkedAnswer(reservationSchema, body);
export const readReservationList = (body: unknown): Reservation[] =>
  checkedAnswer(reservationListSchema, body);
