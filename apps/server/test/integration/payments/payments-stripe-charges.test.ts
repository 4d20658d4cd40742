import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentsPort } from '../../../src/adapters/payments/port.ts';
import { startFakeStripe } from '../../helpers/fake-stripe.ts';
import type { FakeStripe } from '../../helpers/fake-stripe.ts';
import { adapterShortcuts, stripeAt } from '../../helpers/stripe-adapter.ts';

describe('Stripe adapter (docs/design.md §7): the charges it makes and how it reads the answers', () => {
  let fake: FakeStripe;
  let stripe: PaymentsPort;
  beforeEach(async () => {
    fake = await startFakeStripe();
    stripe = stripeAt(fake);
  });
  afterEach(() => fake.close());

  const { posts, charge } = adapterShortcuts(() => fake);

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
});
