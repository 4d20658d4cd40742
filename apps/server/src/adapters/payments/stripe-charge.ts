import Stripe from 'stripe';
import { english, msg } from '../../i18n/messages.ts';
import { declineText } from './decline-messages.ts';
import type { ChargeFailure, ChargeRequest, ChargeResult } from './port.ts';
import { idOf, intentCard } from './stripe-mapping.ts';

// Kept with the payment as English text; read back into the reader's language when answered.
const unavailable = english(msg('payment.providerUnavailable'));
const notAccepted = english(msg('payment.notAccepted'));
const needsAuthentication = english(msg('payment.needsAuthentication'));

function failure(type: ChargeFailure['type'], message: string, transactionId: string | null): ChargeFailure {
  return { ok: false, type, message, transactionId };
}

/** A refusal from Stripe as the port reports it; anything that is not a Stripe error is a bug and throws. */
export function chargeFailure(error: unknown): ChargeFailure {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  const transactionId = idOf(error.payment_intent);
  if (error instanceof Stripe.errors.StripeCardError) {
    return error.code === 'authentication_required'
      ? failure('authentication_required', needsAuthentication, transactionId)
      : // Stripe's sentence ("Your card was declined.") is what the patron sees (docs/product/booking.md §8), in her
        // language when its decline code is one the catalogue knows.
        failure('card_error', declineText(error.decline_code ?? error.code, error.message), transactionId);
  }
  // Other messages name parameters and ids: the patron gets a plain sentence instead.
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return failure('invalid_request_error', notAccepted, transactionId);
  return failure('api_error', unavailable, transactionId);
}

/**
 * A confirmed intent's outcome. One waiting for the card holder (3-D Secure) is left waiting: the browser
 * completes it with the client secret, and the payment request is then sent again.
 */
function outcome(pi: Stripe.PaymentIntent): ChargeResult {
  if (pi.status === 'succeeded') return { ok: true, transactionId: pi.id, card: intentCard(pi) };
  if (pi.status === 'requires_action' && pi.client_secret !== null)
    return { ok: false, type: 'requires_action', transactionId: pi.id, clientSecret: pi.client_secret };
  // Not expected for cards confirmed at once; reconciliation settles it later.
  return failure('api_error', unavailable, pi.id);
}

/** Stripe Elements hands the server a payment method (pm_…); older forms and tests a card token (tok_…). */
export const isPaymentMethodId = (id: string) => id.startsWith('pm_');

const isAuthenticationRequired = (e: unknown) =>
  e instanceof Stripe.errors.StripeCardError && e.code === 'authentication_required';

/**
 * docs/design.md §7: one PaymentIntent, created and confirmed at once under the request's idempotency key, so a
 * retried request answers the first outcome and charges once. Declines are answers, never exceptions.
 */
export async function chargeWithStripe(stripe: Stripe, request: ChargeRequest): Promise<ChargeResult> {
  const { source, customerId, idempotencyKey: key } = request;
  if (source.kind === 'saved' && customerId === null)
    return failure('invalid_request_error', notAccepted, null);
  try {
    const paymentMethod =
      source.kind === 'saved'
        ? source.cardId
        : isPaymentMethodId(source.token)
          ? source.token
          : (
              await stripe.paymentMethods.create(
                { type: 'card', card: { token: source.token } },
                { idempotencyKey: `${key}:pm` },
              )
            ).id;
    const params: Stripe.PaymentIntentCreateParams = {
      amount: request.amountCents,
      currency: 'usd',
      confirm: true,
      allowed_payment_method_types: ['card'],
      payment_method: paymentMethod,
      description: request.description,
      metadata: request.metadata,
      ...(customerId !== null ? { customer: customerId } : {}),
      ...(source.kind === 'token' && request.saveCard && customerId !== null
        ? { setup_future_usage: 'off_session' as const }
        : {}),
      expand: ['payment_method'],
    };
    if (source.kind === 'token')
      return outcome(await stripe.paymentIntents.create(params, { idempotencyKey: key }));
    try {
      return outcome(
        await stripe.paymentIntents.create({ ...params, off_session: true }, { idempotencyKey: key }),
      );
    } catch (e) {
      // The bank wants the card holder present: she is, so try on-session (which may ask her to confirm).
      if (!isAuthenticationRequired(e)) throw e;
      return outcome(await stripe.paymentIntents.create(params, { idempotencyKey: `${key}:on-session` }));
    }
  } catch (e) {
    return chargeFailure(e);
  }
}
