import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWebhookSecret } from '../../../src/adapters/payments/choose.ts';
import { signPayload } from '../../../src/adapters/payments/sandbox-signature.ts';
import { contextOf } from '../../../src/app.ts';
import { ledgerEntries, paymentEvents } from '../../../src/db/schema.ts';
import { jobNames } from '../../../src/jobs/queue.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { reconcilePending } from '../../../src/modules/payments/reconcile.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { solvedToken } from '../../helpers/bot-check.ts';
import { bookShower, pay, sandboxChargeCount, tokenOf, wrappedSandbox } from '../../helpers/payments.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const NOW = new Date('2026-12-01T18:00:00Z');

/** The sandbox, with a crash that can be armed around the provider call. */
function crashable() {
  const state = { mode: 'none' as 'none' | 'before' | 'after', calls: 0, failVerify: false };
  const factory = wrappedSandbox((sandbox) => ({
    async charge(request) {
      state.calls += 1;
      const mode = state.mode;
      state.mode = 'none';
      if (mode === 'before') throw new Error('process died before the provider was called');
      const result = await sandbox.charge(request);
      if (mode === 'after') throw new Error('process died after the provider charged');
      return result;
    },
    verifyEvent(raw, header) {
      if (state.failVerify) {
        state.failVerify = false;
        throw new Error('database went away');
      }
      return sandbox.verifyEvent(raw, header);
    },
  }));
  return { state, factory };
}

describe('a crash between the pending record and the provider is reconciled, never charged twice', () => {
  const crash = crashable();
  let t: TestApp;
  let dina: Patron;
  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      settings: { reservationsRequirePrepayAll: 'True', maxReservationsPerNight: '50' },
      payments: crash.factory,
    });
    dina = await makePatron(t, 90);
  });
  afterAll(() => t.close());

  const entryOf = async (reservationId: string) =>
    (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, reservationId))).filter(
      (e) => e.kind === 'payment',
    );

  it('settles as succeeded when the provider charged before the crash', async () => {
    t.clock.set(NOW);
    const r = await bookShower(t, dina, NIGHT);
    const body = { amt: 36, reservationId: r.id, sourceToken: await tokenOf(t.app) };
    const charges = await sandboxChargeCount(t.db);
    crash.state.mode = 'after';
    const res = await pay(t.app, dina, body, 'crash-after');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      errorMessage:
        'The payment could not be confirmed yet. Please check your reservation in a few minutes before trying again.',
      result: null,
    });
    expect((await entryOf(r.id)).map((e) => e.status)).toEqual(['pending']);
    // Too early: the job leaves a row that may still be in flight.
    expect(await reconcilePending(contextOf(t.app))).toMatchObject({ settled: 0, failed: 0 });
    t.clock.set(new Date(NOW.getTime() + 3 * 60_000));
    expect(await reconcilePending(contextOf(t.app))).toMatchObject({ settled: 1 });
    const [entry] = await entryOf(r.id);
    expect(entry).toMatchObject({ status: 'succeeded', reference: '4242', amountCents: 3600 });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${r.id}`,
      headers: auth(dina),
    });
    expect(view.json()).toMatchObject({ reservationStatus: 'Reserved', balance: 0, paid: true });
    // The patron retries with the same key: the first outcome, no second charge.
    const retry = await pay(t.app, dina, body, 'crash-after');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().result).toMatchObject({ reservationStatus: 'Reserved', amountPaid: 36 });
    expect(await sandboxChargeCount(t.db)).toBe(charges + 1);
  });

  it('settles as failed when the provider was never called; the card still pays later', async () => {
    t.clock.set(NOW);
    const r = await bookShower(t, dina, NIGHT);
    const token = await tokenOf(t.app);
    const charges = await sandboxChargeCount(t.db);
    crash.state.mode = 'before';
    expect(
      (await pay(t.app, dina, { amt: 36, reservationId: r.id, sourceToken: token }, 'crash-before'))
        .statusCode,
    ).toBe(503);
    t.clock.set(new Date(NOW.getTime() + 3 * 60_000));
    expect(await reconcilePending(contextOf(t.app))).toMatchObject({ failed: 1 });
    expect((await entryOf(r.id)).map((e) => [e.status, e.failureMessage])).toEqual([
      ['failed', 'The payment was not completed; nothing was charged.'],
    ]);
    expect(await sandboxChargeCount(t.db)).toBe(charges);
    const again = await pay(
      t.app,
      dina,
      { amt: 36, reservationId: r.id, sourceToken: token },
      'crash-before-2',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await sandboxChargeCount(t.db)).toBe(charges + 1);
  });

  it('runs the same reconciliation as a pg-boss job', async () => {
    const withJobs = await createTestApp({
      now: NOW,
      settings: { reservationsRequirePrepayAll: 'True', maxReservationsPerNight: '50' },
      payments: crash.factory,
      jobs: true,
    });
    try {
      const rivka = await makePatron(withJobs, 91);
      const r = await bookShower(withJobs, rivka, NIGHT);
      crash.state.mode = 'after';
      const res = await pay(withJobs.app, rivka, {
        amt: 36,
        reservationId: r.id,
        sourceToken: await tokenOf(withJobs.app),
      });
      expect(res.statusCode).toBe(503);
      withJobs.clock.set(new Date(NOW.getTime() + 3 * 60_000));
      await withJobs.jobs!.send(withJobs.db, jobNames.reconcilePayments, {});
      withJobs.jobs!.wake(jobNames.reconcilePayments);
      let status = 'pending';
      for (let i = 0; i < 100 && status === 'pending'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const rows = await withJobs.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.reservationId, r.id));
        status = rows.find((e) => e.kind === 'payment')?.status ?? 'missing';
      }
      expect(status).toBe('succeeded');
    } finally {
      await withJobs.close();
    }
  });

  it('applies a webhook once, refuses a bad signature, and answers 5xx on a failure so it is sent again', async () => {
    t.clock.set(NOW);
    const desk = await makePatron(t, 92, 'Receptionist');
    const r = await bookShower(t, dina, NIGHT);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/api/payments/createpaymentintent',
      headers: auth(desk),
      payload: { amt: 36, reservationId: r.id },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const { id, clientSecret, ledgerEntryId } = intent.json();
    expect(id).toMatch(/^pi_/);
    expect(clientSecret).toContain(id);
    const event = JSON.stringify({
      id: 'evt_terminal_1',
      type: 'payment_intent.succeeded',
      data: {
        object: { id, amount: 3600, metadata: { ledgerEntryId: String(ledgerEntryId), reservationId: r.id } },
      },
    });
    const secret = sandboxWebhookSecret(t.config);
    const deliver = (body: string, signature: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/api/payments/webhook',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature !== undefined ? { 'stripe-signature': signature } : {}),
        },
        payload: body,
      });
    const at = Math.floor(NOW.getTime() / 1000);

    const forged = await deliver(event, signPayload('not-the-secret', event, at));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ Message: 'The webhook signature does not match.' });
    expect((await deliver(event, undefined)).statusCode).toBe(400);
    expect((await deliver(event.replace('3600', '1'), signPayload(secret, event, at))).statusCode).toBe(400);
    expect((await deliver(event, signPayload(secret, event, at - 3600))).statusCode).toBe(400);

    crash.state.failVerify = true;
    const failed = await deliver(event, signPayload(secret, event, at));
    expect(failed.statusCode).toBe(500);
    expect(await t.db.select().from(paymentEvents)).toEqual([]);

    const first = await deliver(event, signPayload(secret, event, at));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${r.id}`,
      headers: auth(dina),
    });
    expect(view.json()).toMatchObject({ reservationStatus: 'Reserved', amountPaid: 36 });
    const settledOnce = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, ledgerEntryId));
    const again = await deliver(event, signPayload(secret, event, at + 5));
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, ledgerEntryId))).toEqual(
      settledOnce,
    );
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);
    const history = view.json().statusHistory as unknown[];
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${r.id}`,
      headers: auth(dina),
    });
    expect(later.json().statusHistory).toHaveLength(history.length);
  });

  it('gives the reception a terminal connection token; patrons may not', async () => {
    const desk = await makePatron(t, 93, 'Receptionist');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/api/payments/getterminalconnectiontoken',
      headers: auth(desk),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secret: expect.stringMatching(/^pst_test_/) });
    const patron = await t.app.inject({
      method: 'GET',
      url: '/api/api/payments/getterminalconnectiontoken',
      headers: auth(dina),
    });
    expect(patron.statusCode).toBe(403);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/api/payments/createpaymentintent',
      headers: auth(desk),
      payload: { amt: 'free' },
    });
    expect(intent.json()).toEqual({
      success: false,
      errorMessage: 'The amount must be an amount in dollars, like 25 or 25.50.',
      result: null,
    });
  });
});

describe('settings/ContactForm (the New Payment notice, contact and careers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, settings: { facilityEmail: 'office@mikvah.example.org' } });
  });
  afterAll(() => t.close());

  const send = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/api/settings/ContactForm', payload });

  it("stores the message as an email to the facility's address", async () => {
    const res = await send({
      firstName: 'Sarah',
      lastName: 'Levi',
      email: 'sarah@example.org',
      message: 'New Payment\nSarah Levi, sarah@example.org, Donation, $18.00',
      reCaptchaTokenResponse: await solvedToken(t.app),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, errorMessage: null });
    const [message] = await listMessages(t.db, { to: ['office@mikvah.example.org'], limit: 1 });
    expect(message).toMatchObject({ channel: 'email', status: 'queued' });
    expect(message?.body).toContain('New Payment');
    expect(message?.body).toContain('sarah@example.org');
  });

  it('refuses a missing address or message, and oversized fields, storing nothing', async () => {
    const before = (await listMessages(t.db, { limit: 100 })).length;
    const cases: [object, string][] = [
      [{ message: 'hi' }, 'Email is required.'],
      [{ email: 'nope', message: 'hi' }, 'Email must be an email address, such as name@example.org.'],
      [{ email: 'a@b.org' }, 'Message is required.'],
      [{ email: 'a@b.org', message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
      [
        { email: 'a@b.org', message: 'hi', firstName: 'x'.repeat(101) },
        'First name must be at most 100 characters.',
      ],
    ];
    for (const [payload, errorMessage] of cases) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, errorMessage, result: null });
    }
    expect((await send({ email: 5, message: 'hi' })).statusCode).toBe(400);
    expect((await listMessages(t.db, { limit: 100 })).length).toBe(before);
  });
});
