import Stripe from 'stripe';
import type { ChargeFailure, ChargeRequest, ChargeResult } from './port.ts';
import { idOf, intentCard } from './stripe-mapping.ts';

const unavailable = 'The payment service is not answering. Please try again in a few minutes.';
const notAccepted = 'The payment could not be processed. Please check the card details or use another card.';
const needsAuthentication =
  'Your bank asks you to confirm this payment. Please enter the card again to pay, or use another card.';

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
      : // Stripe's own sentence ("Your card was declined.") is what the patron sees (spec 000 §8).
        failure('card_error', error.message, transactionId);
  }
  // Other messages name parameters and ids: the patron gets a plain sentence instead.
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return failure('invalid_request_error', notAccepted, transactionId);
  return failure('api_error', unavailable, transactionId);
}

/** A confirmed intent's outcome; one still waiting for the card holder is cancelled so it cannot linger. */
async function outcome(stripe: Stripe, pi: Stripe.PaymentIntent, key: string): Promise<ChargeResult> {
  if (pi.status === 'succeeded') return { ok: true, transactionId: pi.id, card: intentCard(pi) };
  if (pi.status === 'requires_action') {
    await stripe.paymentIntents.cancel(pi.id, {}, { idempotencyKey: `${key}:cancel` }).catch((e: unknown) => {
      // Left alone, Stripe lets a waiting intent lapse; the answer to the patron is the same.
      if (!(e instanceof Stripe.errors.StripeError)) throw e;
    });
    return failure('authentication_required', needsAuthentication, pi.id);
  }
  // Not expected for cards confirmed at once; reconciliation (findCharge) settles it later.
  return failure('api_error', unavailable, pi.id);
}

const isAuthenticationRequired = (e: unknown) =>
  e instanceof Stripe.errors.StripeCardError && e.code === 'authentication_required';

/**
 * DESIGN §7: one PaymentIntent, created and confirmed at once under the request's idempotency key, so a
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
      return await outcome(stripe, await stripe.paymentIntents.create(params, { idempotencyKey: key }), key);
    try {
      const pi = await stripe.paymentIntents.create(
        { ...params, off_session: true },
        { idempotencyKey: key },
      );
      return await outcome(stripe, pi, key);
    } catch (e) {
      // The bank wants the card holder present: she is, so try once on-session before giving up.
      if (!isAuthenticationRequired(e)) throw e;
      const pi = await stripe.paymentIntents.create(params, { idempotencyKey: `${key}:on-session` });
      return await outcome(stripe, pi, `${key}:on-session`);
    }
  } catch (e) {
    return chargeFailure(e);
  }
}
