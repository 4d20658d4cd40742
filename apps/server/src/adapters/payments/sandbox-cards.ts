import type { ChargeFailure } from './port.ts';

import type { sandboxCardBehaviours } from '../../db/schema.ts';

/**
 * DESIGN §7: the sandbox knows exactly Stripe's published test numbers. The first six succeed; the
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

export const sandboxDeclines: Readonly<Record<Exclude<SandboxBehaviour, 'succeed'>, string>> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  declined_after_attach: 'Your card was declined.',
};

export const sandboxMessages = {
  notATestCard:
    'Test payments only accept the published test card numbers, such as 4242 4242 4242 4242; no real card is charged here.',
  unknownToken: 'This card could not be found. Please enter the card again.',
  usedToken: 'This card entry has already been used. Please enter the card again.',
  unknownCard: 'This saved card could not be found.',
  noCustomer: 'A saved card needs a customer.',
  unknownCharge: 'No such payment.',
  canceled: 'The payment was canceled.',
  overRefund: 'The refund is more than what is left of the payment.',
} as const;

/** The failure a behaviour answers at charge time, or null when it succeeds. */
export function declineOf(behaviour: SandboxBehaviour, transactionId: string): ChargeFailure | null {
  if (behaviour === 'succeed') return null;
  return { ok: false, type: 'card_error', message: sandboxDeclines[behaviour], transactionId };
}

/** Why attaching the card to a customer fails, or null when it may be saved. */
export function attachRefusalOf(behaviour: SandboxBehaviour): string | null {
  return behaviour === 'succeed' || behaviour === 'declined_after_attach' ? null : sandboxDeclines[behaviour];
}
