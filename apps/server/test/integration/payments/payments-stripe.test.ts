import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentInputError } from '../../../src/adapters/payments/port.ts';
import type { PaymentsPort } from '../../../src/adapters/payments/port.ts';
import type { TestCardName } from '../../helpers/fake-stripe-cards.ts';
import { startFakeStripe } from '../../helpers/fake-stripe.ts';
import type { FakeStripe } from '../../helpers/fake-stripe.ts';
import type { ContractCard } from '../../helpers/payments-contract.ts';
import { describePaymentsContract } from '../../helpers/payments-contract.ts';
import { WEBHOOK_SECRET, adapterShortcuts, stripeAt } from '../../helpers/stripe-adapter.ts';

const contractCards: Record<ContractCard, TestCardName> = {
  visa: 'visa',
  mastercard: 'mastercard',
  declined: 'chargeDeclined',
  insufficient: 'chargeDeclinedInsufficientFunds',
  expired: 'chargeDeclinedExpiredCard',
  cvc: 'chargeDeclinedIncorrectCvc',
  declinedAfterSave: 'chargeCustomerFail',
};

describePaymentsContract('stripe (official SDK against the local fake)', async () => {
  const fake = await startFakeStripe();
  return {
    port: stripeAt(fake),
    tokenFor: (card) => fake.issueToken(contractCards[card]),
    close: fake.close,
  };
});

describe('Stripe adapter (docs/design.md §7): refunds, outages, terminal and webhooks', () => {
  let fake: FakeStripe;
  let stripe: PaymentsPort;
  beforeEach(async () => {
    fake = await startFakeStripe();
    stripe = stripeAt(fake);
  });
  afterEach(() => fake.close());

  const { posts, charge } = adapterShortcuts(() => fake);

  it('names itself and hands out the publishable key', () => {
    expect(stripe.provider).toBe('stripe');
    expect(stripe.publishableKey).toBe('pk_test_tevila');
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
