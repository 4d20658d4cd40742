import { MIN_DONATION_CENTS, formatDollars } from '@tevila/domain';
import { AppError } from '../../errors.ts';

/** What makepayment answers when it refuses (the refusal shape, HTTP 400), one sentence each. */
export const paymentMessages = {
  method: 'method must be creditcard.',
  zero: 'amt must be more than $0.00.',
  negativeWithoutReservation:
    'A negative amount only adds a donation to a reservation; a donation itself is positive.',
  smallestDonation: `The smallest donation is ${formatDollars(MIN_DONATION_CENTS)}.`,
  source: 'Choose a card: send sourceToken for a new card or sourceCard for a saved one, not both.',
  savedCardNeedsUser: 'Sign in to pay with a saved card.',
  savedCardOwner:
    "Staff may charge a patron's saved card only toward her own reservation's balance. Take a donation at the desk: cash, check or the card terminal.",
  notReservationUser: "userId must be the reservation's patron.",
  saveNeedsOwner: 'Only the signed-in card holder can save a card.',
  unknownCard: 'This saved card could not be found.',
  notYours: 'You may only pay for yourself.',
  unknownUser: 'userId does not name an account.',
  nothingToPay: 'This reservation has nothing left to pay.',
  keyReused: 'This Idempotency-Key was already used for a different payment.',
  doubleSubmit:
    'This payment was just made with the same card and amount. If you mean to pay again, wait a minute and try again.',
  processing:
    'The payment could not be confirmed yet. Please check your reservation in a few minutes before trying again.',
} as const;

/** A makepayment refusal: HTTP 400 with the sentence. */
export function refusePayment(message: string): never {
  throw new AppError('payment.refused', message);
}
