import type { Route } from '../route.ts';

/** Payments: her card, saved cards, the desk's terminal, refunds, the webhook. */
export const paymentsApi = {
  /** GET (public) → { provider: 'sandbox' | 'stripe', publishableKey }. */
  config: { method: 'GET', path: '/api/api/payments/config' },
  /** POST { number, expMonth, expYear, cvc, postalCode } → { id, card: { brand, last4 } } (sandbox only). */
  sandboxTokens: { method: 'POST', path: '/api/api/payments/sandbox/tokens' },
  /** POST (+ Idempotency-Key) → { success, errorMessage, result: Reservation | null, stripeError… }. */
  makePayment: { method: 'POST', path: '/api/api/payments/makepayment' },
  /** GET → [{ id, brand, last4 }]. */
  savedCards: { method: 'GET', path: '/api/api/users/:id/savedcards' },
  /** The same, as the specification spells it (with a trailing slash). */
  savedCardsAsSpecified: { method: 'GET', path: '/api/api/users/:id/savedcards/' },
  /** PUT with a card token (or a payment method) in the path → the card saved. */
  saveCard: { method: 'PUT', path: '/api/api/users/:id/savedcards/:cardId' },
  /** DELETE with a saved card's id → { success, errorMessage, result: null }. */
  deleteSavedCard: { method: 'DELETE', path: '/api/api/users/:id/savedcards/:cardId' },
  /** GET ?dt=&dtTo= (Admin) → the payments, donations, tips and refunds of those local days. */
  list: { method: 'GET', path: '/api/api/payments/list' },
  /** POST { paymentId, amt? } (+ Idempotency-Key) (Admin) → { result: the refund as the list writes it }. */
  refund: { method: 'POST', path: '/api/api/payments/refund' },
  /** POST { amt, reservationId, terminal } (desk) → { id, status }: a charge handed to the desk's reader. */
  terminalCharge: { method: 'POST', path: '/api/api/payments/createpaymentintent' },
  /** GET (desk) → what the desk's card terminal is doing: its last charge, or null. */
  terminal: { method: 'GET', path: '/api/api/payments/terminal/:terminal' },
  /** POST (desk) → the terminal stopped, its charge given up. */
  terminalCancel: { method: 'POST', path: '/api/api/payments/terminal/:terminal/cancel' },
  /** POST { number } (desk, test mode) → a test card presented on the simulated reader. */
  terminalPresent: { method: 'POST', path: '/api/api/payments/terminal/:terminal/present' },
  /** GET (desk) → { secret }: a connection token for the reception's card terminal. */
  terminalConnectionToken: { method: 'GET', path: '/api/api/payments/getterminalconnectiontoken' },
  /** POST the provider's signed event, raw bytes (Stripe-Signature) → { received: true }. */
  webhook: { method: 'POST', path: '/api/api/payments/webhook' },
} as const satisfies Record<string, Route>;
