import { english, msg, type LocalMessage } from '../../i18n/messages.ts';

/**
 * What the patron is told when the card provider refuses her card, by Stripe's decline code (the
 * error's decline_code, else its code). The sandbox's behaviours carry the same names. A code not
 * listed keeps the provider's own words.
 */
const byCode: Readonly<Record<string, LocalMessage>> = {
  card_declined: msg('decline.declined'),
  generic_decline: msg('decline.declined'),
  do_not_honor: msg('decline.declined'),
  do_not_try_again: msg('decline.declined'),
  fraudulent: msg('decline.declined'),
  lost_card: msg('decline.declined'),
  stolen_card: msg('decline.declined'),
  pickup_card: msg('decline.declined'),
  restricted_card: msg('decline.declined'),
  security_violation: msg('decline.declined'),
  transaction_not_allowed: msg('decline.declined'),
  declined: msg('decline.declined'),
  declined_after_attach: msg('decline.declined'),
  insufficient_funds: msg('decline.insufficientFunds'),
  expired_card: msg('decline.expired'),
  incorrect_cvc: msg('decline.incorrectCvc'),
  invalid_cvc: msg('card.cvc'),
  processing_error: msg('decline.processing'),
  incorrect_number: msg('card.number'),
  invalid_number: msg('decline.invalidNumber'),
  invalid_expiry_month: msg('card.expMonth'),
  invalid_expiry_year: msg('card.expYear'),
  incorrect_zip: msg('decline.incorrectZip'),
  card_velocity_exceeded: msg('decline.velocity'),
  card_not_supported: msg('decline.notSupported'),
  currency_not_supported: msg('decline.currency'),
};

/** A decline in the reader's language when its code is known, else the provider's sentence as it came. */
export function declineMessage(code: string | null | undefined, providerText: string): LocalMessage {
  return (code != null ? byCode[code] : undefined) ?? msg('text.asWritten', { text: providerText });
}

/** The words kept with a failed payment (ledger and sandbox rows keep text, not a message): English. */
export function declineText(code: string | null | undefined, providerText: string): string {
  return english(declineMessage(code, providerText));
}

/** Every sentence a failed payment may be stored with that the catalogue knows. */
const storable: readonly LocalMessage[] = [
  ...Object.values(byCode),
  msg('payment.providerUnavailable'),
  msg('payment.notAccepted'),
  msg('payment.needsAuthentication'),
  msg('payment.confirmWithBank'),
  msg('payment.didNotGoThrough'),
  msg('payment.notConfirmedInTime'),
  msg('payment.notCompleted'),
  msg('payment.cardPaymentFailed'),
  msg('payment.canceled'),
  msg('payment.failed'),
  msg('payment.otherRequestKey'),
  msg('sandbox.usedToken'),
  msg('sandbox.unknownToken'),
  msg('sandbox.noCustomer'),
  msg('payment.unknownCard'),
  msg('sandbox.amountPositive'),
];
const byEnglish = new Map(storable.map((m) => [english(m), m]));

/**
 * A failure stored as its English text (the ledger's failureMessage), as a message again: in the
 * reader's language when the catalogue knows the sentence, else the stored words as they are.
 */
export function storedFailure(text: string): LocalMessage {
  return byEnglish.get(text) ?? msg('text.asWritten', { text });
}
