import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentInputError } from '../../src/adapters/payments/port.ts';
import type { ChargeRequest, PaymentsPort } from '../../src/adapters/payments/port.ts';
import { createStripePayments } from '../../src/adapters/payments/stripe.ts';
import type { StripePaymentsOptions } from '../../src/adapters/payments/stripe.ts';
import type { TestCardName } from '../helpers/fake-stripe-cards.ts';
import { startFakeStripe } from '../helpers/fake-stripe.ts';
import type { FakeStripe } from '../helpers/fake-stripe.ts';
import type { ContractCard } from '../helpers/payments-contract.ts';
import { describePaymentsContract } from '../helpers/payments-contract.ts';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

const contractCards: Record<ContractCard, TestCardName> = {
  visa: 'visa',
  mastercard: 'mastercard',
  declined: 'chargeDeclined',
  insufficient: 'chargeDeclinedInsufficientFunds',
  expired: 'chargeDeclinedExpiredCard',
  cvc: 'chargeDeclinedIncorrectCvc',
  declinedAfterSave: 'chargeCustomerFail',
};

function stripeAt(fake: FakeStripe, options: Partial<StripePaymentsOptions> = {}): PaymentsPort {
  return createStripePayments({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_tevila',
    webhookSecret: WEBHOOK_SECRET,
    ...fake.address,
    ...options,
  });
}

describePaymentsContract('stripe (official SDK against the local fake)', async () => {
  const fake = await startFakeStripe();
  return {
    port: stripeAt(fake),
    tokenFor: (card) => fake.issueToken(contractCards[card]),
    close: fake.close,
  };
});

describe('Stripe adapter (DESIGN §7): the requests it makes and how it reads the answers', () => {
  let fake: FakeStripe;
  let stripe: PaymentsPort;
  beforeEach(async () => {
    fake = await startFakeStripe();
    stripe = stripeAt(fake);
  });
  afterEach(() => fake.close());

  const posts = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path);
  const charge = (overrides: Partial<ChargeRequest>): ChargeRequest => ({
    amountCents: 1800,
    customerId: null,
    source: { kind: 'token', token: fake.issueToken('visa') },
    saveCard: false,
    description: 'Mikvah visit',
    idempotencyKey: randomUUID(),
    metadata: { ledgerEntryId: randomUUID() },
    ...overrides,
  });

  it('names itself and hands out the publishable key', () => {
    expect(stripe.provider).toBe('stripe');
    expect(stripe.publishableKey).toBe('pk_test_tevila');
  });

  it('creates the customer with our user id, phone and email, authenticated with the secret key', async () => {
    const id = await stripe.createCustomer({ userId: 'u-1', phone: '+13105550142', email: 'a@example.com' });
    expect(id).toMatch(/^cus_/);
    expect(posts('/v1/customers')).toMatchObject([
      {
        headers: { authorization: `Bearer ${fake.secretKey}` },
        params: { metadata: { userId: 'u-1' }, phone: '+13105550142', email: 'a@example.com' },
      },
    ]);
    await stripe.createCustomer({ userId: 'u-2', phone: null, email: null });
    expect(posts('/v1/customers')[1]!.params).toEqual({ metadata: { userId: 'u-2' } });
  });

  it('charges a token: a payment method under `key:pm`, then one confirmed intent under the key', async () => {
    const customerId = await stripe.createCustomer({ userId: 'u-1', phone: null, email: null });
    const token = fake.issueToken('amex');
    const request = charge({ customerId, source: { kind: 'token', token }, saveCard: true });
    const result = await stripe.charge(request);
    const pi = [...fake.state.paymentIntents.values()][0]!;
    const pm = [...fake.state.paymentMethods.values()][0]!;
    expect(result).toEqual({
      ok: true,
      transactionId: pi.id,
      card: { id: pm.id, brand: 'American Express', last4: '0005', expMonth: 12, expYear: pm.card.exp_year },
    });
    expect(posts('/v1/payment_methods')).toMatchObject([
      { idempotencyKey: `${request.idempotencyKey}:pm`, params: { type: 'card', card: { token } } },
    ]);
    expect(posts('/v1/payment_intents')).toMatchObject([
      {
        idempotencyKey: request.idempotencyKey,
        params: {
          amount: '1800',
          currency: 'usd',
          confirm: 'true',
          allowed_payment_method_types: ['card'],
          payment_method: pm.id,
          customer: customerId,
          setup_future_usage: 'off_session',
          description: 'Mikvah visit',
          metadata: request.metadata,
          expand: ['payment_method'],
        },
      },
    ]);
    expect(posts('/v1/payment_intents')[0]!.params.off_session).toBeUndefined();
    expect(pm.customer).toBe(customerId);
  });

  it('a retried charge with the same key charges once, also when the first answer was lost', async () => {
    const request = charge({});
    const first = await stripe.charge(request);
    expect(await stripe.charge(request)).toEqual(first);
    expect(fake.state.charges.size).toBe(1);
    expect(posts('/v1/payment_intents').map((r) => r.idempotencyKey)).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
    ]);

    // The answer to the intent is lost on the way back: the SDK retries with the same key and the fake
    // replays the first outcome.
    const customerId = await stripe.createCustomer({ userId: 'u-1', phone: null, email: null });
    const saved = await stripe.saveCard(customerId, fake.issueToken('visa'));
    const again = charge({ customerId, source: { kind: 'saved', cardId: saved.id } });
    fake.dropNextAnswers(1);
    const result = await stripe.charge(again);
    expect(result).toMatchObject({ ok: true, card: { id: saved.id } });
    expect(fake.state.charges.size).toBe(2);
    expect(
      posts('/v1/payment_intents').filter((r) => r.idempotencyKey === again.idempotencyKey),
    ).toHaveLength(2);
  });

  it("answers a decline with card_error and Stripe's message, never an exception", async () => {
    const request = charge({ source: { kind: 'token', token: 'tok_chargeDeclined' } });
    const result = await stripe.charge(request);
    const pi = [...fake.state.paymentIntents.values()][0]!;
    expect(result).toEqual({
      ok: false,
      type: 'card_error',
      message: 'Your card was declined.',
      transactionId: pi.id,
    });
    expect(await stripe.findCharge('ledgerEntryId', request.metadata.ledgerEntryId!)).toEqual({
      state: 'failed',
      transactionId: pi.id,
      message: 'Your card was declined.',
    });
    // Stripe's reusable test payment methods work as saved cards too.
    const customerId = await stripe.createCustomer({ userId: 'u-1', phone: null, email: null });
    const saved = charge({
      customerId,
      source: { kind: 'saved', cardId: 'pm_card_chargeDeclinedInsufficientFunds' },
    });
    expect(await stripe.charge(saved)).toMatchObject({
      ok: false,
      type: 'card_error',
      message: 'Your card has insufficient funds.',
    });
  });

  it('a saved card that needs authentication off-session is tried on-session', async () => {
    const customerId = await stripe.createCustomer({ userId: 'u-1', phone: null, email: null });
    const soft = await stripe.saveCard(customerId, 'tok_authenticationRequiredOffSession');
    const request = charge({ customerId, source: { kind: 'saved', cardId: soft.id } });
    expect(await stripe.charge(request)).toMatchObject({ ok: true, card: { id: soft.id } });
    expect(posts('/v1/payment_intents')).toMatchObject([
      { idempotencyKey: request.idempotencyKey, params: { off_session: 'true', customer: customerId } },
      { idempotencyKey: `${request.idempotencyKey}:on-session`, params: { customer: customerId } },
    ]);
    expect(posts('/v1/payment_intents')[1]!.params.off_session).toBeUndefined();
    expect(posts('/v1/payment_intents')[1]!.params.setup_future_usage).toBeUndefined();

    // A card that needs the bank's challenge on-session too: the intent is left waiting for her, with
    // the client secret the browser confirms it with (Stripe.js handleNextAction).
    const hard = await stripe.saveCard(customerId, 'tok_authenticationRequired');
    const second = charge({ customerId, source: { kind: 'saved', cardId: hard.id } });
    const result = await stripe.charge(second);
    const waiting = [...fake.state.paymentIntents.values()].at(-1)!;
    expect(result).toEqual({
      ok: false,
      type: 'requires_action',
      transactionId: waiting.id,
      clientSecret: waiting.client_secret,
    });
    expect(posts('/v1/payment_intents')).toHaveLength(4);
    expect(posts(`/v1/payment_intents/${waiting.id}/cancel`)).toHaveLength(0);
    expect(waiting.status).toBe('requires_action');
    // Search prefers the waiting intent over the failed off-session one of the same payment.
    expect(await stripe.findCharge('ledgerEntryId', second.metadata.ledgerEntryId!)).toEqual({
      state: 'requires_action',
      transactionId: waiting.id,
      clientSecret: waiting.client_secret,
    });
    // A retry with the same key answers the same waiting intent; nothing new is created.
    expect(await stripe.charge(second)).toEqual(result);
    expect(fake.state.paymentIntents.size).toBe(4);
    fake.completeAction(waiting.id, 'succeeded');
    expect(await stripe.retrieveCharge(waiting.id)).toMatchObject({
      state: 'succeeded',
      transactionId: waiting.id,
      amountCents: 1800,
      card: { id: hard.id, brand: 'Visa', last4: '3184' },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${waiting.id}`,
      params: { expand: ['payment_method'] },
    });
    expect(await stripe.retrieveCharge('pi_doesNotExist')).toEqual({ state: 'absent' });
  });

  it('a new card that needs her bank is left waiting; a failed challenge or a cancel ends it', async () => {
    const failing = charge({ source: { kind: 'token', token: 'tok_authenticationRequired' } });
    const waiting = await stripe.charge(failing);
    expect(waiting).toMatchObject({ ok: false, type: 'requires_action' });
    if (waiting.ok || waiting.type !== 'requires_action') throw new Error('expected requires_action');
    expect(waiting.clientSecret).toMatch(new RegExp(`^${waiting.transactionId}_secret_`));
    fake.completeAction(waiting.transactionId, 'failed');
    expect(await stripe.retrieveCharge(waiting.transactionId)).toEqual({
      state: 'failed',
      transactionId: waiting.transactionId,
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });

    const abandoned = await stripe.charge(
      charge({ source: { kind: 'token', token: 'tok_authenticationRequired' } }),
    );
    if (abandoned.ok) throw new Error('expected requires_action');
    const id = abandoned.transactionId ?? '';
    expect(await stripe.cancelCharge(id, `cancel-${id}`)).toMatchObject({
      state: 'failed',
      transactionId: id,
    });
    expect(posts(`/v1/payment_intents/${id}/cancel`)).toMatchObject([{ idempotencyKey: `cancel-${id}` }]);
    expect(fake.state.paymentIntents.get(id)!.status).toBe('canceled');
    // Cancelling one that went through meanwhile answers that it went through.
    const raced = await stripe.charge(
      charge({ source: { kind: 'token', token: 'tok_authenticationRequired' } }),
    );
    if (raced.ok) throw new Error('expected requires_action');
    fake.completeAction(raced.transactionId ?? '', 'succeeded');
    expect(await stripe.cancelCharge(raced.transactionId ?? '', 'cancel-raced')).toMatchObject({
      state: 'succeeded',
    });
    expect(fake.state.charges.size).toBe(1);
  });

  it('takes a payment method from Stripe Elements (pm_…) as it is: charged, saved, used once', async () => {
    const customerId = await stripe.createCustomer({ userId: 'u-1', phone: null, email: null });
    const pm = fake.issuePaymentMethod('mastercard');
    const request = charge({ customerId, source: { kind: 'token', token: pm }, saveCard: true });
    expect(await stripe.charge(request)).toMatchObject({
      ok: true,
      card: { id: pm, brand: 'MasterCard', last4: '4444' },
    });
    expect(posts('/v1/payment_methods')).toHaveLength(0);
    expect(posts('/v1/payment_intents')).toMatchObject([
      {
        idempotencyKey: request.idempotencyKey,
        params: { payment_method: pm, customer: customerId, setup_future_usage: 'off_session' },
      },
    ]);
    expect(fake.state.paymentMethods.get(pm)!.customer).toBe(customerId);

    // Without saving, Stripe lets a payment method pay once; the second try is refused plainly.
    const once = fake.issuePaymentMethod('visa');
    expect((await stripe.charge(charge({ source: { kind: 'token', token: once } }))).ok).toBe(true);
    expect(await stripe.charge(charge({ source: { kind: 'token', token: once } }))).toEqual({
      ok: false,
      type: 'invalid_request_error',
      message: 'The payment could not be processed. Please check the card details or use another card.',
      transactionId: null,
    });
    expect(
      await stripe.charge(
        charge({ source: { kind: 'token', token: fake.issuePaymentMethod('chargeDeclined') } }),
      ),
    ).toMatchObject({
      ok: false,
      type: 'card_error',
      message: 'Your card was declined.',
    });
  });

  it('saves a payment method from Stripe Elements by attaching it, and refuses a bad one', async () => {
    const [owner, other] = [
      await stripe.createCustomer({ userId: 'u-1', phone: null, email: null }),
      await stripe.createCustomer({ userId: 'u-2', phone: null, email: null }),
    ];
    const pm = fake.issuePaymentMethod('jcb');
    expect(await stripe.saveCard(owner, pm)).toMatchObject({ id: pm, brand: 'JCB', last4: '0505' });
    expect(posts('/v1/payment_methods')).toHaveLength(0);
    expect(posts(`/v1/payment_methods/${pm}/attach`)).toMatchObject([{ params: { customer: owner } }]);
    expect(await stripe.listCards(owner)).toMatchObject([{ id: pm }]);
    // Another customer's card, one used already, one that does not exist, one the bank refuses.
    await expect(stripe.saveCard(other, pm)).rejects.toThrow(
      new PaymentInputError('This card entry was already used. Please enter the card again.'),
    );
    const used = fake.issuePaymentMethod('visa');
    await stripe.charge(charge({ source: { kind: 'token', token: used } }));
    await expect(stripe.saveCard(owner, used)).rejects.toThrow(
      new PaymentInputError('This card entry was already used. Please enter the card again.'),
    );
    await expect(stripe.saveCard(owner, 'pm_doesNotExist')).rejects.toThrow(
      new PaymentInputError('This card entry is not valid. Please enter the card again.'),
    );
    await expect(
      stripe.saveCard(owner, fake.issuePaymentMethod('chargeDeclinedIncorrectCvc')),
    ).rejects.toThrow(new PaymentInputError("Your card's security code is incorrect."));
    // Stripe's 4000000000000341 attaches, then every charge of it is declined.
    const fails = await stripe.saveCard(owner, fake.issuePaymentMethod('chargeCustomerFail'));
    expect(
      await stripe.charge(charge({ customerId: owner, source: { kind: 'saved', cardId: fails.id } })),
    ).toMatchObject({ ok: false, type: 'card_error', message: 'Your card was declined.' });
    expect(await stripe.listCards(owner)).toHaveLength(2);
  });

  it("lists a customer's cards and detaches one only after checking whose it is", async () => {
    const [owner, other] = [
      await stripe.createCustomer({ userId: 'u-1', phone: null, email: null }),
      await stripe.createCustomer({ userId: 'u-2', phone: null, email: null }),
    ];
    const card = await stripe.saveCard(owner, fake.issueToken('discover'));
    expect(card).toMatchObject({ brand: 'Discover', last4: '1117' });
    expect(posts(`/v1/payment_methods/${card.id}/attach`)).toMatchObject([{ params: { customer: owner } }]);
    expect(await stripe.listCards(owner)).toEqual([card]);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payment_methods',
      params: { customer: owner, type: 'card' },
    });
    expect(await stripe.deleteCard(other, card.id)).toBe(false);
    expect(await stripe.deleteCard(other, 'pm_doesNotExist')).toBe(false);
    expect(posts(`/v1/payment_methods/${card.id}/detach`)).toHaveLength(0);
    expect(await stripe.deleteCard(owner, card.id)).toBe(true);
    expect(posts(`/v1/payment_methods/${card.id}/detach`)).toHaveLength(1);
    expect(fake.state.paymentMethods.get(card.id)!.customer).toBeNull();
  });

  it('maps brands to our names and refuses bad tokens with a readable message', async () => {
    const c = await stripe.createCustomer({ userId: 'u-1', phone: null, email: null });
    const names = ['jcb', 'diners', 'unionpay'].map(
      async (name) => (await stripe.saveCard(c, `tok_${name}`)).brand,
    );
    expect(await Promise.all(names)).toEqual(['JCB', 'Diners Club', 'Unknown']);
    const t = fake.issueToken('visa');
    await stripe.saveCard(c, t);
    await expect(stripe.saveCard(c, t)).rejects.toThrow(
      new PaymentInputError('This card entry was already used. Please enter the card again.'),
    );
    await expect(stripe.saveCard(c, 'tok_nope')).rejects.toThrow(
      new PaymentInputError('This card entry is not valid. Please enter the card again.'),
    );
    // Attaching checks the card: one the bank refuses is refused with its message.
    await expect(stripe.saveCard(c, 'tok_chargeDeclinedExpiredCard')).rejects.toThrow(
      new PaymentInputError('Your card has expired.'),
    );
  });

  it('finds a charge by our metadata with Stripe search, quoting the value', async () => {
    const ledgerEntryId = "it's \\ 42";
    const paid = await stripe.charge(charge({ metadata: { ledgerEntryId } }));
    await stripe.charge(charge({ metadata: { ledgerEntryId: 'another' } }));
    expect(await stripe.findCharge('ledgerEntryId', ledgerEntryId)).toEqual({
      state: 'succeeded',
      transactionId: paid.ok ? paid.transactionId : '',
      amountCents: 1800,
      card: paid.ok ? paid.card : null,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payment_intents/search',
      params: { query: "metadata['ledgerEntryId']:'it\\'s \\\\ 42'", expand: ['data.payment_method'] },
    });
  });

  it('refunds with the payment intent, amount and idempotency key; never more than the charge', async () => {
    const paid = await stripe.charge(charge({ amountCents: 5000 }));
    if (!paid.ok) throw new Error('the charge should have succeeded');
    const key = randomUUID();
    const refund = await stripe.refund({
      transactionId: paid.transactionId,
      amountCents: 2000,
      idempotencyKey: key,
    });
    expect(refund).toEqual({ ok: true, refundId: [...fake.state.refunds.keys()][0] });
    expect(posts('/v1/refunds')).toMatchObject([
      { idempotencyKey: key, params: { payment_intent: paid.transactionId, amount: '2000' } },
    ]);
    expect(
      await stripe.refund({
        transactionId: paid.transactionId,
        amountCents: 3001,
        idempotencyKey: randomUUID(),
      }),
    ).toEqual({
      ok: false,
      message: 'Refund amount ($30.01) is greater than unrefunded amount on charge ($30.00)',
    });
    expect(
      await stripe.refund({ transactionId: 'pi_nope', amountCents: 100, idempotencyKey: randomUUID() }),
    ).toEqual({ ok: false, message: "No such payment_intent: 'pi_nope'" });
  });

  it('answers an outage as api_error with a plain message, and a rejected request safely', async () => {
    const noRetries = stripeAt(fake, { maxNetworkRetries: 0 });
    fake.failNext(500);
    expect(await noRetries.charge(charge({}))).toEqual({
      ok: false,
      type: 'api_error',
      message: 'The payment service is not answering. Please try again in a few minutes.',
      transactionId: null,
    });
    fake.failNext(503);
    expect(
      await noRetries.refund({ transactionId: 'pi_x', amountCents: 100, idempotencyKey: randomUUID() }),
    ).toEqual({
      ok: false,
      message: 'The payment service is not answering. Please try again in a few minutes.',
    });
    const wrongKey = stripeAt(fake, { secretKey: 'sk_test_wrong' });
    expect(await wrongKey.charge(charge({}))).toMatchObject({ ok: false, type: 'api_error' });
    // A token used twice under different keys is Stripe's invalid_request_error: no ids in the message.
    const t = fake.issueToken('visa');
    expect((await stripe.charge(charge({ source: { kind: 'token', token: t } }))).ok).toBe(true);
    expect(await stripe.charge(charge({ source: { kind: 'token', token: t } }))).toEqual({
      ok: false,
      type: 'invalid_request_error',
      message: 'The payment could not be processed. Please check the card details or use another card.',
      transactionId: null,
    });
  });

  it('creates terminal intents for card_present and connection tokens', async () => {
    const key = randomUUID();
    const intent = await stripe.createPaymentIntent(1800, key, { reservationId: 'r-1' });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(posts('/v1/payment_intents')).toMatchObject([
      {
        idempotencyKey: key,
        params: {
          amount: '1800',
          currency: 'usd',
          allowed_payment_method_types: ['card_present'],
          capture_method: 'automatic',
          metadata: { reservationId: 'r-1' },
        },
      },
    ]);
    expect(await stripe.terminalConnectionToken()).toMatch(/^pst_test_/);
    expect(posts('/v1/terminal/connection_tokens')).toHaveLength(1);
  });

  describe('webhooks', () => {
    const sdk = new Stripe('sk_test_unused');
    const signed = (payload: string, secret = WEBHOOK_SECRET) =>
      sdk.webhooks.generateTestHeaderString({ payload, secret });
    const event = (type: string, object: Record<string, unknown>) =>
      JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });

    it('accepts a correctly signed event and maps it', () => {
      const succeeded = event('payment_intent.succeeded', {
        id: 'pi_1',
        object: 'payment_intent',
        amount: 1800,
        metadata: { ledgerEntryId: 'l-1' },
      });
      expect(stripe.verifyEvent(Buffer.from(succeeded), signed(succeeded))).toEqual({
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        transactionId: 'pi_1',
        metadata: { ledgerEntryId: 'l-1' },
        amountCents: 1800,
      });
      const refunded = event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        amount: 1800,
        payment_intent: 'pi_1',
        metadata: {},
      });
      expect(stripe.verifyEvent(Buffer.from(refunded), signed(refunded))).toMatchObject({
        type: 'charge.refunded',
        transactionId: 'pi_1',
      });
      const other = event('customer.created', { id: 'cus_1', object: 'customer' });
      expect(stripe.verifyEvent(Buffer.from(other), signed(other))).toMatchObject({
        transactionId: null,
        metadata: {},
        amountCents: null,
      });
    });

    it('refuses a tampered payload, a wrong secret, a missing header, and any event when unconfigured', () => {
      const payload = event('payment_intent.succeeded', { id: 'pi_1', amount: 1800, metadata: {} });
      const header = signed(payload);
      const tampered = payload.replace('1800', '18000');
      expect(() => stripe.verifyEvent(Buffer.from(tampered), header)).toThrow(PaymentInputError);
      expect(() => stripe.verifyEvent(Buffer.from(payload), signed(payload, 'whsec_other'))).toThrow(
        PaymentInputError,
      );
      expect(() => stripe.verifyEvent(Buffer.from(payload), undefined)).toThrow(PaymentInputError);
      const unconfigured = stripeAt(fake, { webhookSecret: null });
      expect(() => unconfigured.verifyEvent(Buffer.from(payload), header)).toThrow(PaymentInputError);
    });
  });
});
