import Stripe from 'stripe';
import { english, msg } from '../../i18n/messages.ts';
import { declineMessage } from './decline-messages.ts';
import { PaymentInputError } from './port.ts';
import type { FoundCharge, PaymentsPort } from './port.ts';
import { chargeWithStripe, isPaymentMethodId } from './stripe-charge.ts';
import { cardSummary, foundCharge, idOf, metadataQuery, paymentEvent } from './stripe-mapping.ts';
import { stripeTerminal } from './stripe-terminal.ts';

export interface StripePaymentsOptions {
  secretKey: string;
  /** Sent to the browser for Stripe Elements. */
  publishableKey: string | null;
  /** The signing secret of the webhook endpoint (whsec_…); without it no event verifies. */
  webhookSecret: string | null;
  /** Where the API is: Stripe's by default; tests point these at a local fake. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Network retries of the SDK (safe: every POST carries an idempotency key). */
  maxNetworkRetries?: number;
  /**
   * The connected account of the facility whose work calls (Stripe Connect, its `stripeAccountId`
   * setting): every call of that facility carries it as `Stripe-Account`. Empty: the platform's own.
   */
  account?: () => Promise<string>;
}

const usedEntry = msg('payment.usedEntry');
const invalidEntry = msg('payment.invalidEntry');

/** A token or payment method the patron typed in is bad input (400), whatever Stripe says about it. */
function cardInputError(error: unknown, paymentMethod: boolean): never {
  if (error instanceof Stripe.errors.StripeCardError)
    throw new PaymentInputError(declineMessage(error.decline_code ?? error.code, error.message));
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.code === 'token_already_used') throw new PaymentInputError(usedEntry);
    if (error.code === 'resource_missing' && (paymentMethod || (error.param ?? '').startsWith('card')))
      throw new PaymentInputError(invalidEntry);
    // Attaching a payment method already used, or another customer's: its message names ids.
    if (paymentMethod) throw new PaymentInputError(usedEntry);
  }
  throw error;
}

const isUnexpectedState = (e: unknown) =>
  e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'payment_intent_unexpected_state';

const isMissing = (e: unknown) =>
  e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing';

/**
 * docs/design.md §7: the payments port on Stripe, through the official SDK. Each facility's calls go
 * to its own connected account (docs/facilities.md): one SDK client per account, made on first use,
 * whose every request carries `Stripe-Account`; a facility without one uses the platform account. A
 * webhook's signature is the platform endpoint's, whichever account the event is of.
 */
export function createStripePayments(options: StripePaymentsOptions): PaymentsPort {
  const client = (account: string) =>
    new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      telemetry: false,
      appInfo: { name: 'Tevila' },
      ...(account !== '' ? { stripeAccount: account } : {}),
      ...(options.host !== undefined ? { host: options.host } : {}),
      ...(options.port !== undefined ? { port: options.port } : {}),
      ...(options.protocol !== undefined ? { protocol: options.protocol } : {}),
    });
  const platform = stripePort(client(''), options);
  const accountOf = options.account;
  if (accountOf === undefined) return platform;
  const ports = new Map<string, PaymentsPort>([['', platform]]);
  const portHere = async (): Promise<PaymentsPort> => {
    const account = await accountOf();
    let port = ports.get(account);
    if (port === undefined) ports.set(account, (port = stripePort(client(account), options)));
    return port;
  };
  const calls =
    (name: keyof PaymentsPort) =>
    async (...args: unknown[]) => {
      const port = await portHere();
      const method = port[name];
      if (typeof method !== 'function') throw new Error(`the payments port has no method ${name}`);
      // Every method of the port but verifyEvent answers a promise; the arguments are the caller's own.
      return (method as (...a: unknown[]) => unknown).apply(port, args);
    };
  return new Proxy(platform, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      // Fields, and the webhook's check of the platform endpoint's signature, are the platform's.
      if (typeof value !== 'function' || key === 'verifyEvent') return value;
      return calls(key as keyof PaymentsPort);
    },
  });
}

/** The port on one Stripe client (one account). */
function stripePort(stripe: Stripe, options: StripePaymentsOptions): PaymentsPort {
  async function retrieveCharge(transactionId: string): Promise<FoundCharge> {
    try {
      return foundCharge(await stripe.paymentIntents.retrieve(transactionId, { expand: ['payment_method'] }));
    } catch (e) {
      if (isMissing(e)) return { state: 'absent' };
      throw e;
    }
  }

  return {
    provider: 'stripe',
    testMode: options.secretKey.startsWith('sk_test_'),
    publishableKey: options.publishableKey,

    async createCustomer({ userId, phone, email }) {
      const customer = await stripe.customers.create({
        metadata: { userId },
        ...(phone !== null ? { phone } : {}),
        ...(email !== null ? { email } : {}),
      });
      return customer.id;
    },

    async saveCard(customerId, token) {
      const given = isPaymentMethodId(token);
      try {
        // Stripe Elements already made the payment method; a token is made into one first.
        const id = given ? token : (await stripe.paymentMethods.create({ type: 'card', card: { token } })).id;
        return cardSummary(await stripe.paymentMethods.attach(id, { customer: customerId }));
      } catch (e) {
        return cardInputError(e, given);
      }
    },

    async listCards(customerId) {
      const list = await stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 });
      return list.data.map(cardSummary);
    },

    async deleteCard(customerId, cardId) {
      // Detach only a card of this customer: a card id alone must not let anyone remove another's card.
      let pm: Stripe.PaymentMethod;
      try {
        pm = await stripe.paymentMethods.retrieve(cardId);
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
      if (idOf(pm.customer) !== customerId) return false;
      await stripe.paymentMethods.detach(cardId);
      return true;
    },

    charge: (request) => chargeWithStripe(stripe, request),

    async findCharge(metadataKey, metadataValue) {
      // Search is eventually consistent (about a minute behind); reconciliation runs later than that.
      const result = await stripe.paymentIntents.search({
        query: metadataQuery(metadataKey, metadataValue),
        expand: ['data.payment_method'],
        limit: 10,
      });
      // A saved card asked to confirm has two intents: the off-session one that failed, and this one.
      const found =
        result.data.find((pi) => pi.status === 'succeeded') ??
        result.data.find((pi) => pi.status === 'requires_action') ??
        result.data[0];
      return found === undefined ? { state: 'absent' } : foundCharge(found);
    },

    retrieveCharge,

    async cancelCharge(transactionId, idempotencyKey) {
      try {
        return foundCharge(
          await stripe.paymentIntents.cancel(
            transactionId,
            { expand: ['payment_method'] },
            { idempotencyKey },
          ),
        );
      } catch (e) {
        // It went through (or was cancelled) meanwhile: what it is now is the answer.
        if (isUnexpectedState(e)) return retrieveCharge(transactionId);
        throw e;
      }
    },

    async refund({ transactionId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: transactionId, amount: amountCents },
          { idempotencyKey },
        );
        return { ok: true, refundId: refund.id };
      } catch (e) {
        if (!(e instanceof Stripe.errors.StripeError)) throw e;
        // Staff read this: Stripe's reason (e.g. more than the charge) helps; an outage gets a plain one.
        const said =
          e instanceof Stripe.errors.StripeInvalidRequestError || e instanceof Stripe.errors.StripeCardError;
        return {
          ok: false,
          message: said ? e.message : english(msg('payment.providerUnavailable')),
        };
      }
    },

    async createPaymentIntent(amountCents, idempotencyKey, metadata) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          allowed_payment_method_types: ['card_present'],
          capture_method: 'automatic',
          metadata,
        },
        { idempotencyKey },
      );
      if (pi.client_secret === null) throw new Error(`Stripe answered no client secret for ${pi.id}`);
      return { id: pi.id, clientSecret: pi.client_secret };
    },

    async terminalConnectionToken() {
      return (await stripe.terminal.connectionTokens.create()).secret;
    },

    ...stripeTerminal(stripe),

    verifyEvent(rawBody, signatureHeader) {
      if (options.webhookSecret === null || options.webhookSecret === '')
        throw new PaymentInputError(msg('webhook.notConfigured'));
      if (signatureHeader === undefined || signatureHeader === '')
        throw new PaymentInputError(msg('webhook.signatureMissing'));
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch {
        throw new PaymentInputError(msg('webhook.signaturePayload'));
      }
      return paymentEvent(event);
    },
  };
}
