import {
  authenticationFailedMessage,
  authenticationRequiredMessage,
  testCards,
} from './fake-stripe-cards.ts';
import type { TestCard } from './fake-stripe-cards.ts';
import {
  FakeStripeError,
  badParam,
  cardError,
  invalidRequest,
  reusedPaymentMethod,
  noSuch,
  onlyParams,
  optionalBoolean,
  optionalInteger,
  optionalString,
  requiredString,
  stringList,
  stringRecord,
} from './fake-stripe-errors.ts';
import type { FormObject } from './fake-stripe-form.ts';
import type {
  ChargeObject,
  FakeStripeStore,
  Json,
  PaymentIntentObject,
  PaymentMethodObject,
  RefundObject,
} from './fake-stripe-store.ts';
import { newId, now } from './fake-stripe-store.ts';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Payment intents (confirmed at once with Stripe's test cards), their search and cancel, and refunds. */
export function createIntentEndpoints(store: FakeStripeStore) {
  const { paymentIntents, charges, refunds, cardOf, consumed, customer, paymentMethod } = store;

  function failWith(
    pi: PaymentIntentObject,
    pm: PaymentMethodObject,
    fields: { code: string; decline_code?: string; message: string },
    charge: string | null,
  ) {
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = {
      type: 'card_error',
      ...fields,
      ...(charge !== null ? { charge } : {}),
      payment_method: { ...pm },
    };
    return cardError(fields, {
      ...(charge !== null ? { charge } : {}),
      payment_intent: { ...pi },
      payment_method: { ...pm },
    });
  }

  /** The card is charged (or declined): a charge object, and the intent's final state. */
  function chargeCard(pi: PaymentIntentObject, pm: PaymentMethodObject) {
    const outcome = (cardOf.get(pm.id) ?? testCards.visa!).outcome;
    const declines = outcome.kind === 'declines' || outcome.kind === 'declinesAfterAttach';
    const charge: ChargeObject = {
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_refunded: 0,
      created: now(),
      currency: pi.currency,
      paid: !declines,
      refunded: false,
      status: declines ? 'failed' : 'succeeded',
      payment_intent: pi.id,
      payment_method: pm.id,
      metadata: { ...pi.metadata },
    };
    charges.set(charge.id, charge);
    pi.latest_charge = charge.id;
    if (outcome.kind === 'declines')
      throw failWith(
        pi,
        pm,
        { code: outcome.code, decline_code: outcome.declineCode, message: outcome.message },
        charge.id,
      );
    if (outcome.kind === 'declinesAfterAttach')
      throw failWith(
        pi,
        pm,
        { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
        charge.id,
      );
    pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
    pi.amount_received = pi.status === 'succeeded' ? pi.amount : 0;
    pi.last_payment_error = null;
    pi.next_action = null;
    // Saving during payment: the card joins the customer once the payment went through.
    if (pi.setup_future_usage !== null && pi.customer !== null && pm.customer === null)
      pm.customer = pi.customer;
    // A payment method used without a customer cannot be used again (Stripe's rule).
    if (pm.customer === null) consumed.add(pm.id);
  }

  function confirmIntent(pi: PaymentIntentObject, pm: PaymentMethodObject, offSession: boolean) {
    const outcome = (cardOf.get(pm.id) ?? testCards.visa!).outcome;
    const needsAuthentication =
      outcome.kind === 'authenticates' || (outcome.kind === 'authenticatesOffSessionOnly' && offSession);
    if (needsAuthentication && offSession)
      throw failWith(
        pi,
        pm,
        {
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: authenticationRequiredMessage,
        },
        null,
      );
    if (needsAuthentication) {
      pi.status = 'requires_action';
      pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      return;
    }
    chargeCard(pi, pm);
  }

  /**
   * What Stripe.js handleNextAction does in the browser: the card holder passes her bank's challenge
   * (the card is charged) or fails it (the intent wants another payment method).
   */
  function completeAction(id: string, result: 'succeeded' | 'failed'): PaymentIntentObject {
    const pi = paymentIntents.get(id);
    if (pi?.status !== 'requires_action') throw new Error(`${id} does not wait for the card holder`);
    const pm = paymentMethod(pi.payment_method ?? '');
    if (result === 'failed') {
      failWith(
        pi,
        pm,
        { code: 'payment_intent_authentication_failure', message: authenticationFailedMessage },
        null,
      );
      return pi;
    }
    try {
      chargeCard(pi, pm);
    } catch (e) {
      if (!(e instanceof FakeStripeError)) throw e;
    }
    return pi;
  }

  function createPaymentIntent(body: FormObject): Json {
    onlyParams(body, [
      'amount',
      'currency',
      'confirm',
      'customer',
      'payment_method',
      'allowed_payment_method_types',
      'payment_method_types',
      'capture_method',
      'setup_future_usage',
      'off_session',
      'description',
      'metadata',
      'receipt_email',
      'statement_descriptor_suffix',
      'expand',
    ]);
    const amount = optionalInteger(body, 'amount');
    if (amount === null) throw badParam('parameter_missing', 'amount', 'Missing required param: amount.');
    const currency = requiredString(body, 'currency');
    if (amount < 50)
      throw badParam('amount_too_small', 'amount', `Amount must be at least $0.50 ${currency.toLowerCase()}`);
    const confirm = optionalBoolean(body, 'confirm');
    const offSession = optionalBoolean(body, 'off_session');
    if (offSession && !confirm)
      throw badParam(
        'parameter_invalid',
        'off_session',
        'You may only specify off_session when confirm=true.',
      );
    const customerId = optionalString(body, 'customer');
    if (customerId !== null) customer(customerId, 'customer');
    const pmId = optionalString(body, 'payment_method');
    const pm = pmId === null ? null : paymentMethod(pmId, 'payment_method');
    if (pm !== null && consumed.has(pm.id)) throw reusedPaymentMethod('payment_method');
    if (pm?.customer != null && pm.customer !== customerId)
      throw invalidRequest(
        'The provided PaymentMethod is attached to another Customer than the one on this PaymentIntent.',
        { param: 'payment_method' },
      );
    const types = [
      ...stringList(body, 'allowed_payment_method_types'),
      ...stringList(body, 'payment_method_types'),
    ];
    const id = newId('pi');
    const pi: PaymentIntentObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      capture_method: optionalString(body, 'capture_method') ?? 'automatic_async',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: currency.toLowerCase(),
      customer: customerId,
      description: optionalString(body, 'description'),
      last_payment_error: null,
      latest_charge: null,
      metadata: stringRecord(body, 'metadata'),
      next_action: null,
      payment_method: pm?.id ?? null,
      payment_method_types: types.length > 0 ? types : ['card'],
      setup_future_usage: optionalString(body, 'setup_future_usage'),
      status: pm === null ? 'requires_payment_method' : 'requires_confirmation',
      livemode: false,
    };
    paymentIntents.set(pi.id, pi);
    if (confirm) {
      if (pm === null)
        throw invalidRequest(
          "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with " +
            `${pi.customer ?? 'a customer'}, specify a payment method attached to this customer along with the customer ID.`,
          { code: 'payment_intent_unexpected_state', payment_intent: { ...pi } },
        );
      confirmIntent(pi, pm, offSession);
    }
    return { ...pi };
  }

  function retrievePaymentIntent(id: string): Json {
    const pi = paymentIntents.get(id);
    if (pi === undefined) throw noSuch('payment_intent', id);
    return { ...pi };
  }

  /** Stripe's search language, the part the adapter uses: `metadata['k']:'v'` and `status:'…'`, joined by AND. */
  function searchPaymentIntents(query: FormObject): Json {
    onlyParams(query, ['query', 'limit', 'page', 'expand']);
    const text = requiredString(query, 'query');
    const clause =
      /^\s*(?:metadata\[(['"])((?:\\.|(?!\1).)*)\1\]|(status|customer|currency))\s*:\s*(['"])((?:\\.|(?!\4).)*)\4\s*$/;
    const unescape = (s: string) => s.replace(/\\(.)/g, '$1');
    const tests = text.split(/\s+AND\s+/).map((part) => {
      const m = clause.exec(part);
      if (m === null)
        throw badParam(
          'parameter_invalid',
          'query',
          `The search query could not be parsed: ${JSON.stringify(text)}.`,
        );
      const value = unescape(m[5] ?? '');
      if (m[2] !== undefined) {
        const key = unescape(m[2]);
        return (pi: PaymentIntentObject) => pi.metadata[key] === value;
      }
      const field = m[3] as 'status' | 'customer' | 'currency';
      return (pi: PaymentIntentObject) => pi[field] === value;
    });
    const limit = optionalInteger(query, 'limit') ?? 10;
    const found = [...paymentIntents.values()].filter((pi) => tests.every((t) => t(pi))).reverse();
    return {
      object: 'search_result',
      data: found.slice(0, limit).map((pi) => ({ ...pi })),
      has_more: found.length > limit,
      next_page: null,
      url: '/v1/payment_intents/search',
    };
  }

  function createRefund(body: FormObject): Json {
    onlyParams(body, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    const piId = optionalString(body, 'payment_intent');
    const chargeId = optionalString(body, 'charge');
    if (piId === null && chargeId === null)
      throw badParam(
        'parameter_missing',
        'charge',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    let charge: ChargeObject | undefined;
    if (piId !== null) {
      const pi = paymentIntents.get(piId);
      if (pi === undefined) throw noSuch('payment_intent', piId, 'payment_intent');
      charge =
        pi.status === 'succeeded' && pi.latest_charge !== null ? charges.get(pi.latest_charge) : undefined;
      if (charge === undefined)
        throw invalidRequest('This PaymentIntent does not have a successful charge to refund.', {
          param: 'payment_intent',
        });
    } else {
      charge = charges.get(chargeId!);
      if (charge === undefined) throw noSuch('charge', chargeId!, 'charge');
    }
    const amount = optionalInteger(body, 'amount');
    if (amount !== null && amount <= 0)
      throw badParam('parameter_invalid_integer', 'amount', 'Invalid positive integer');
    const left = charge.amount - charge.amount_refunded;
    if (left === 0)
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    if (amount !== null && amount > left)
      throw invalidRequest(
        charge.amount_refunded === 0
          ? `Refund amount (${dollars(amount)}) is greater than charge amount (${dollars(charge.amount)})`
          : `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        { param: 'amount' },
      );
    const refund: RefundObject = {
      id: newId('re'),
      object: 'refund',
      amount: amount ?? left,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: stringRecord(body, 'metadata'),
      payment_intent: charge.payment_intent,
      reason: optionalString(body, 'reason'),
      status: 'succeeded',
    };
    charge.amount_refunded += refund.amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    refunds.set(refund.id, refund);
    return { ...refund };
  }

  function cancelPaymentIntent(id: string, body: FormObject): Json {
    onlyParams(body, ['cancellation_reason', 'expand']);
    const pi = paymentIntents.get(id);
    if (pi === undefined) throw noSuch('payment_intent', id);
    if (pi.status === 'succeeded' || pi.status === 'canceled')
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent ` +
          'with one of the following statuses may be canceled: requires_payment_method, requires_capture, ' +
          'requires_confirmation, requires_action, processing.',
        { code: 'payment_intent_unexpected_state' },
      );
    pi.status = 'canceled';
    pi.next_action = null;
    return { ...pi };
  }

  /**
   * A card presented on a reader for the intent (Stripe Terminal): charged at once, or declined with
   * the intent waiting for another card.
   */
  function chargeOnReader(
    id: string,
    card: TestCard,
  ): { ok: true } | { ok: false; code: string; message: string } {
    const pi = paymentIntents.get(id);
    if (pi === undefined) throw noSuch('payment_intent', id);
    const pm = store.newPaymentMethod(card);
    pi.payment_method = pm.id;
    try {
      chargeCard(pi, pm);
      return { ok: true };
    } catch (e) {
      if (!(e instanceof FakeStripeError)) throw e;
      return { ok: false, code: e.body.code ?? 'card_declined', message: e.body.message };
    }
  }

  return {
    chargeOnReader,
    completeAction,
    createPaymentIntent,
    retrievePaymentIntent,
    searchPaymentIntents,
    cancelPaymentIntent,
    createRefund,
  };
}
