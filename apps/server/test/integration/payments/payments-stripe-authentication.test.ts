import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '../../../src/adapters/payments/stripe.ts';
import { contextOf } from '../../../src/app.ts';
import { ledgerEntries } from '../../../src/db/schema.ts';
import { reconcilePending } from '../../../src/modules/payments/reconcile.ts';
import { authenticationFailedMessage } from '../../helpers/fake-stripe-cards.ts';
import { startFakeStripe } from '../../helpers/fake-stripe.ts';
import type { FakeStripe } from '../../helpers/fake-stripe.ts';
import { bookShower, pay } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { deliverStripeEvent } from '../../helpers/stripe-adapter.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const NOW = new Date('2026-12-01T18:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_authentication';
const confirmMessage = 'Your bank asks you to confirm this payment.';

describe('makepayment on Stripe: Elements payment methods and the bank asking her to confirm (3-D Secure)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let patrons = 200;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      now: NOW,
      settings: { reservationsRequirePrepayAll: 'True' },
      payments: () =>
        createStripePayments({
          secretKey: fake.secretKey,
          publishableKey: 'pk_test_tevila',
          webhookSecret: WEBHOOK_SECRET,
          ...fake.address,
        }),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A new patron with a Pending reservation (prepay) of $36 to pay. */
  async function booked(): Promise<{ who: Patron; id: string }> {
    t.clock.set(NOW);
    patrons += 1;
    const who = await makePatron(t, patrons);
    const r = await bookShower(t, who, NIGHT);
    expect(r.reservationStatus).toBe('Pending');
    return { who, id: r.id };
  }
  const entryOf = async (reservationId: string) => {
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, reservationId));
    const payments = rows.filter((e) => e.kind === 'payment');
    expect(payments).toHaveLength(1);
    return payments[0]!;
  };
  const reservation = async (who: Patron, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/api/reservations/${id}`, headers: auth(who) })).json<{
      reservationStatus: string;
      balance: number;
      amountPaid: number;
    }>();
  const lastIntent = () => [...fake.state.paymentIntents.values()].at(-1)!;
  const askedToConfirm = (clientSecret: string) => ({
    success: false,
    errorMessage: confirmMessage,
    result: null,
    stripeErrorMessage: confirmMessage,
    stripeErrorType: 'authentication_required',
    clientSecret,
  });
  const deliver = (type: string, object: object, id: string) =>
    deliverStripeEvent(t.app, { id, type, data: { object } }, WEBHOOK_SECRET);

  it('pays and saves a card given as a payment method (pm_…), as Stripe Elements sends it', async () => {
    const { who, id } = await booked();
    const pm = fake.issuePaymentMethod('visa');
    const res = await pay(
      t.app,
      who,
      { amt: 36, reservationId: id, sourceToken: pm, saveCard: true },
      'pm-1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ reservationStatus: 'Reserved', balance: 0 });
    expect(await entryOf(id)).toMatchObject({ status: 'succeeded', reference: '4242', cardBrand: 'Visa' });
    const cards = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${who.userId}/savedcards/`,
      headers: auth(who),
    });
    expect(cards.json()).toEqual([{ id: pm, brand: 'Visa', last4: '4242' }]);

    // PUT savedcards/{pm_…}: attached to her customer as it is.
    const other = fake.issuePaymentMethod('amex');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/api/users/${who.userId}/savedcards/${other}`,
      headers: auth(who),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ id: other, brand: 'American Express', last4: '0005' });
    expect(fake.state.paymentMethods.get(other)!.customer).toBe(fake.state.paymentMethods.get(pm)!.customer);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/api/users/${who.userId}/savedcards/${fake.issuePaymentMethod('chargeDeclined')}`,
      headers: auth(who),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ Message: 'Your card was declined.' });
  });

  it('a new card: asked to confirm, the same request again pays once she has', async () => {
    const { who, id } = await booked();
    const body = {
      amt: 36,
      reservationId: id,
      sourceToken: fake.issuePaymentMethod('authenticationRequired'),
    };
    const first = await pay(t.app, who, body, 'three-d-1');
    const intent = lastIntent();
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual(askedToConfirm(intent.client_secret));
    expect(intent.status).toBe('requires_action');
    expect(await entryOf(id)).toMatchObject({ status: 'pending', providerTransactionId: intent.id });
    expect((await reservation(who, id)).reservationStatus).toBe('Pending');

    // Sent again before she confirmed: the same answer, and nothing new at Stripe.
    const intents = fake.state.paymentIntents.size;
    const again = await pay(t.app, who, body, 'three-d-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(askedToConfirm(intent.client_secret));
    expect(fake.state.paymentIntents.size).toBe(intents);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intent.id}` });

    fake.completeAction(intent.id, 'succeeded');
    const paid = await pay(t.app, who, body, 'three-d-1');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      errorMessage: null,
      result: { id, reservationStatus: 'Reserved', balance: 0, amountPaid: 36 },
    });
    expect(paid.json().clientSecret).toBeUndefined();
    expect(await entryOf(id)).toMatchObject({
      status: 'succeeded',
      providerTransactionId: intent.id,
      reference: '3184',
      cardBrand: 'Visa',
    });
    expect((await pay(t.app, who, body, 'three-d-1')).statusCode).toBe(200);
    expect([...fake.state.charges.values()].filter((c) => c.payment_intent === intent.id)).toHaveLength(1);
  });

  it('a saved card: the failed off-session attempt changes nothing; a failed challenge answers the decline', async () => {
    const { who, id } = await booked();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/api/users/${who.userId}/savedcards/${fake.issueToken('authenticationRequired')}`,
      headers: auth(who),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = { amt: 36, reservationId: id, sourceCard: saved.json<{ id: string }>().id };
    const first = await pay(t.app, who, body, 'three-d-saved');
    const [offSession, onSession] = [...fake.state.paymentIntents.values()].slice(-2);
    expect(offSession!.status).toBe('requires_payment_method');
    expect(first.json()).toEqual(askedToConfirm(onSession!.client_secret));
    const entry = await entryOf(id);
    expect(entry).toMatchObject({ status: 'pending', providerTransactionId: onSession!.id });

    // Stripe reports the off-session attempt as failed; the row waits for the one she confirms.
    const event = await deliver('payment_intent.payment_failed', offSession!, 'evt_offsession_failed');
    expect(event.statusCode, event.body).toBe(200);
    expect(await entryOf(id)).toMatchObject({ status: 'pending' });

    fake.completeAction(onSession!.id, 'failed');
    const declined = await pay(t.app, who, body, 'three-d-saved');
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({
      success: false,
      errorMessage: authenticationFailedMessage,
      result: null,
      stripeErrorMessage: authenticationFailedMessage,
      stripeErrorType: 'card_error',
    });
    expect(await entryOf(id)).toMatchObject({
      status: 'failed',
      failureMessage: authenticationFailedMessage,
    });
    expect(await reservation(who, id)).toMatchObject({ reservationStatus: 'Pending', balance: 36 });
  });

  it('the webhook settles a confirmed payment; the request sent again answers success', async () => {
    const { who, id } = await booked();
    const body = {
      amt: 36,
      reservationId: id,
      sourceToken: fake.issuePaymentMethod('authenticationRequired'),
    };
    expect((await pay(t.app, who, body, 'three-d-webhook')).statusCode).toBe(400);
    const intent = lastIntent();
    fake.completeAction(intent.id, 'succeeded');
    const event = await deliver('payment_intent.succeeded', intent, 'evt_confirmed');
    expect(event.statusCode, event.body).toBe(200);
    expect(await entryOf(id)).toMatchObject({
      status: 'succeeded',
      providerTransactionId: intent.id,
      reference: '3184',
      cardBrand: 'Visa',
    });
    expect((await reservation(who, id)).reservationStatus).toBe('Reserved');
    const res = await pay(t.app, who, body, 'three-d-webhook');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ reservationStatus: 'Reserved', amountPaid: 36 });
  });

  it('reconciliation settles a confirmed one, and cancels one left unconfirmed after 10 minutes', async () => {
    const ctx = contextOf(t.app);
    const confirmed = await booked();
    const body = {
      amt: 36,
      reservationId: confirmed.id,
      sourceToken: fake.issuePaymentMethod('authenticationRequired'),
    };
    expect((await pay(t.app, confirmed.who, body, 'three-d-reconcile')).statusCode).toBe(400);
    const confirmedIntent = lastIntent();
    const left = await booked();
    const leftBody = {
      amt: 36,
      reservationId: left.id,
      sourceToken: fake.issuePaymentMethod('authenticationRequired'),
    };
    expect((await pay(t.app, left.who, leftBody, 'three-d-left')).statusCode).toBe(400);
    const leftIntent = lastIntent();

    // Three minutes on, both may still be with her bank: kept.
    t.clock.set(new Date(NOW.getTime() + 3 * 60_000));
    await reconcilePending(ctx);
    expect((await entryOf(confirmed.id)).status).toBe('pending');
    expect((await entryOf(left.id)).status).toBe('pending');
    fake.completeAction(confirmedIntent.id, 'succeeded');
    await reconcilePending(ctx);
    expect(await entryOf(confirmed.id)).toMatchObject({ status: 'succeeded', reference: '3184' });
    expect((await reservation(confirmed.who, confirmed.id)).reservationStatus).toBe('Reserved');
    expect(leftIntent.status).toBe('requires_action');

    t.clock.set(new Date(NOW.getTime() + 11 * 60_000));
    await reconcilePending(ctx);
    expect(leftIntent.status).toBe('canceled');
    const timedOut = 'The payment was not confirmed with the bank in time; nothing was charged.';
    expect(await entryOf(left.id)).toMatchObject({ status: 'failed', failureMessage: timedOut });
    const late = await pay(t.app, left.who, leftBody, 'three-d-left');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ success: false, errorMessage: timedOut });
    // Her hold was kept while she could still confirm.
    expect((await reservation(left.who, left.id)).reservationStatus).toBe('Pending');
  });
});
