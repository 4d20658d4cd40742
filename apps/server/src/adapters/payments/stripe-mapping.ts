import type Stripe from 'stripe';
import { cardBrandOfStripe, fieldsOf } from '@tevila/domain';
import { english, msg } from '../../i18n/messages.ts';
import { declineText } from './decline-messages.ts';
import type { CardSummary, FoundCharge, PaymentEvent } from './port.ts';

export function cardSummary(pm: Stripe.PaymentMethod): CardSummary {
  return {
    id: pm.id,
    brand: cardBrandOfStripe(pm.card?.brand),
    last4: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
  };
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (field == null) return null;
  return typeof field === 'string' ? field : field.id;
}

/** The card of an intent fetched with `expand: ['payment_method']` (or `data.payment_method`). */
export function intentCard(pi: Stripe.PaymentIntent): CardSummary {
  const pm = pi.payment_method;
  if (pm !== null && typeof pm === 'object') return cardSummary(pm);
  return { id: pm ?? '', brand: 'Unknown', last4: '', expMonth: 0, expYear: 0 };
}

/** A payment's last error in words the catalogue knows by its decline code, else Stripe's own. */
function declineTextOf(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): string | undefined {
  if (error?.message == null) return undefined;
  return declineText(error.decline_code ?? error.code, error.message);
}

/** One found intent as reconciliation sees it: a confirmed card intent either went through or failed. */
export function foundCharge(pi: Stripe.PaymentIntent): FoundCharge {
  switch (pi.status) {
    case 'succeeded':
      return {
        state: 'succeeded',
        transactionId: pi.id,
        card: intentCard(pi),
        amountCents: pi.amount_received,
      };
    case 'canceled':
      return {
        state: 'failed',
        transactionId: pi.id,
        message: declineTextOf(pi.last_payment_error) ?? english(msg('payment.canceled')),
      };
    case 'requires_payment_method':
      // A failed attempt leaves its error; without one the intent was never tried (a terminal intent).
      return pi.last_payment_error != null
        ? {
            state: 'failed',
            transactionId: pi.id,
            message: declineTextOf(pi.last_payment_error) ?? english(msg('payment.failed')),
          }
        : { state: 'processing', transactionId: pi.id };
    case 'requires_action':
      return pi.client_secret !== null
        ? { state: 'requires_action', transactionId: pi.id, clientSecret: pi.client_secret }
        : { state: 'processing', transactionId: pi.id };
    default:
      return { state: 'processing', transactionId: pi.id };
  }
}

/** Stripe search: a quoted value escapes backslashes and quotes with a backslash. */
export function metadataQuery(key: string, value: string): string {
  const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return `metadata[${quote(key)}]:${quote(value)}`;
}

/** An expandable field read from an event's object of unknown type: the id Stripe sent or the object's. */
function expandedIdOf(field: unknown): string | null {
  if (typeof field === 'string') return field;
  const { id } = fieldsOf(field);
  return typeof id === 'string' ? id : null;
}

export function paymentEvent(event: Stripe.Event): PaymentEvent {
  // Each event type has its own object; only the fields every one of ours shares are read, checked.
  const object = fieldsOf(event.data.object);
  let transactionId: string | null = null;
  if (event.type.startsWith('payment_intent.') && typeof object.id === 'string') transactionId = object.id;
  if (event.type.startsWith('charge.')) transactionId = expandedIdOf(object.payment_intent);
  const metadata = Object.fromEntries(
    Object.entries(fieldsOf(object.metadata)).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return {
    id: event.id,
    type: event.type,
    transactionId,
    metadata,
    amountCents: typeof object.amount === 'number' ? object.amount : null,
    ...(event.account ? { account: event.account } : {}),
  };
}
