import { msg, type LocalMessage } from '../../i18n/messages.ts';
import { declineMessage, declineText } from './decline-messages.ts';
import type { ChargeFailure } from './port.ts';

import type { sandboxCardBehaviours } from '../../db/schema.ts';

/**
 * docs/design.md §7: the sandbox knows exactly Stripe's published test numbers. The first six succeed; the
 * others tokenise and then fail with Stripe's own words: at charge time, and already when attached to a
 * customer (Stripe checks a card it saves), except 4000000000000341, which attaches and then declines.
 */
export type SandboxBehaviour = (typeof sandboxCardBehaviours)[number];

export const sandboxTestCards: Readonly<Record<string, SandboxBehaviour>> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '378282246310005': 'succeed',
  '6011111111111117': 'succeed',
  '3566002020360505': 'succeed',
  '36227206271667': 'succeed',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000341': 'declined_after_attach',
};

/** Each failing card's Stripe decline code: its words are Stripe's ("Your card was declined."). */
const declineCodes: Readonly<Record<Exclude<SandboxBehaviour, 'succeed'>, string>> = {
  declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  declined_after_attach: 'card_declined',
};

export const sandboxMessages = {
  notATestCard: msg('sandbox.notATestCard'),
  unknownToken: msg('sandbox.unknownToken'),
  usedToken: msg('sandbox.usedToken'),
  unknownCard: msg('payment.unknownCard'),
  noCustomer: msg('sandbox.noCustomer'),
  unknownCharge: msg('sandbox.unknownCharge'),
  canceled: msg('payment.canceled'),
  overRefund: msg('sandbox.overRefund'),
} as const;

/** The failure a behaviour answers at charge time, or null when it succeeds. */
export function declineOf(behaviour: SandboxBehaviour, transactionId: string): ChargeFailure | null {
  if (behaviour === 'succeed') return null;
  return { ok: false, type: 'card_error', message: declineText(declineCodes[behaviour], ''), transactionId };
}

/** Why attaching the card to a customer fails, or null when it may be saved. */
export function attachRefusalOf(behaviour: SandboxBehaviour): LocalMessage | null {
  return behaviour === 'succeed' || behaviour === 'declined_after_attach'
    ? null
    : declineMessage(declineCodes[behaviour], '');
}
