import { MIN_DONATION_CENTS, formatDollars } from '@tevila/domain';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';

/** What makepayment answers when it refuses (the refusal shape, HTTP 400), one sentence each. */
export const paymentMessages = {
  method: msg('payment.method'),
  zero: msg('payment.amountPositive'),
  negativeWithoutReservation: msg('payment.negativeWithoutReservation'),
  smallestDonation: msg('payment.smallestDonation', { amount: formatDollars(MIN_DONATION_CENTS) }),
  source: msg('payment.source'),
  savedCardNeedsUser: msg('payment.savedCardNeedsUser'),
  savedCardOwner: msg('payment.savedCardOwner'),
  notReservationUser: msg('payment.notReservationUser'),
  saveNeedsOwner: msg('payment.saveNeedsOwner'),
  unknownCard: msg('payment.unknownCard'),
  notYours: msg('payment.notYours'),
  unknownUser: msg('payment.unknownUser'),
  nothingToPay: msg('payment.nothingToPay'),
  keyReused: msg('payment.keyReused'),
  doubleSubmit: msg('payment.doubleSubmit'),
  processing: msg('payment.processing'),
} as const;

/** A makepayment refusal: HTTP 400 with the sentence. */
export function refusePayment(message: LocalMessage): never {
  throw new AppError('payment.refused', message);
}
