/**
 * The test cards the Stripe fake knows, after Stripe's published test tokens (tok_visa …) and test
 * payment methods (pm_card_visa …). Each entry says how the card behaves when attached or charged.
 */

export type CardOutcome =
  | { kind: 'succeeds' }
  /** A card error at charge time (and, when attachFails, already when attached to a customer). */
  | {
      kind: 'declines';
      code: string;
      declineCode: string;
      message: string;
      attachFails: boolean;
    }
  /** Attaching to a customer succeeds; every charge is declined (Stripe's 4000000000000341). */
  | { kind: 'declinesAfterAttach' }
  /** Off-session: authentication_required; on-session: the intent needs action (3-D Secure). */
  | { kind: 'authenticates' }
  /**
   * Off-session: authentication_required; on-session: succeeds without a challenge. Not one of Stripe's
   * published cards: it stands for an issuer's soft decline of an off-session charge, so that the
   * adapter's on-session retry can be seen succeeding.
   */
  | { kind: 'authenticatesOffSessionOnly' };

export interface TestCard {
  number: string;
  brand: string;
  outcome: CardOutcome;
}

const declined = (code: string, declineCode: string, message: string, attachFails: boolean): CardOutcome => ({
  kind: 'declines',
  code,
  declineCode,
  message,
  attachFails,
});

/** Keyed by the name after tok_ / pm_card_, as Stripe spells them. */
export const testCards: Record<string, TestCard> = {
  visa: { number: '4242424242424242', brand: 'visa', outcome: { kind: 'succeeds' } },
  visa_debit: { number: '4000056655665556', brand: 'visa', outcome: { kind: 'succeeds' } },
  mastercard: { number: '5555555555554444', brand: 'mastercard', outcome: { kind: 'succeeds' } },
  amex: { number: '378282246310005', brand: 'amex', outcome: { kind: 'succeeds' } },
  discover: { number: '6011111111111117', brand: 'discover', outcome: { kind: 'succeeds' } },
  jcb: { number: '3566002020360505', brand: 'jcb', outcome: { kind: 'succeeds' } },
  diners: { number: '36227206271667', brand: 'diners', outcome: { kind: 'succeeds' } },
  unionpay: { number: '6200000000000005', brand: 'unionpay', outcome: { kind: 'succeeds' } },
  chargeDeclined: {
    number: '4000000000000002',
    brand: 'visa',
    outcome: declined('card_declined', 'generic_decline', 'Your card was declined.', true),
  },
  chargeDeclinedInsufficientFunds: {
    number: '4000000000009995',
    brand: 'visa',
    outcome: declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.', false),
  },
  chargeDeclinedExpiredCard: {
    number: '4000000000000069',
    brand: 'visa',
    outcome: declined('expired_card', 'expired_card', 'Your card has expired.', true),
  },
  chargeDeclinedIncorrectCvc: {
    number: '4000000000000127',
    brand: 'visa',
    outcome: declined('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect.", true),
  },
  chargeCustomerFail: { number: '4000000000000341', brand: 'visa', outcome: { kind: 'declinesAfterAttach' } },
  authenticationRequired: { number: '4000002760003184', brand: 'visa', outcome: { kind: 'authenticates' } },
  authenticationRequiredOffSession: {
    number: '4000002500003155',
    brand: 'visa',
    outcome: { kind: 'authenticatesOffSessionOnly' },
  },
};

export type TestCardName = keyof typeof testCards;

/** The card behind a test token or test payment method name, if it is one. */
export function testCardFor(id: string, prefix: 'tok_' | 'pm_card_'): TestCard | undefined {
  if (!id.startsWith(prefix)) return undefined;
  const name = id.slice(prefix.length);
  return Object.hasOwn(testCards, name) ? testCards[name] : undefined;
}

export const authenticationRequiredMessage =
  'Your card was declined. This transaction requires authentication.';

/** Stripe's last_payment_error when the card holder fails (or abandons) her bank's challenge. */
export const authenticationFailedMessage =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
