import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiscreetWords } from '@tevila/domain';
import { contextOf } from '../../../src/app.ts';
import { ledgerEntries, users } from '../../../src/db/schema.ts';
import { readableBody, readStoredEmail } from '../../../src/modules/outbox/email-envelope.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { reconcilePending } from '../../../src/modules/payments/reconcile.ts';
import { solvedToken } from '../../helpers/bot-check.ts';
import {
  bookShower,
  guest,
  pay,
  sandboxChargeCount,
  testCards,
  tokenOf,
  wrappedSandbox,
} from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// 6 PM in Los Angeles on Dec 1 (the facility's zone by default).
const NOW = new Date('2026-12-02T02:00:00Z');
const RECEIPT = { en: 'Your donation receipt', he: 'הקבלה על תרומתך' };

/** The sandbox, with a crash after the provider charged that can be armed once. */
function crashAfterCharge() {
  const state = { armed: false };
  const factory = wrappedSandbox((sandbox) => ({
    async charge(request) {
      const result = await sandbox.charge(request);
      if (state.armed) {
        state.armed = false;
        throw new Error('process died after the provider charged');
      }
      return result;
    },
  }));
  return { state, factory };
}

/** A guest's donation from a page in `language` (the web sends it as Accept-Language). */
async function donate(
  app: FastifyInstance,
  body: object,
  options: { key?: string; acceptLanguage?: string; who?: Patron } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/api/payments/makepayment',
    headers: {
      ...(options.who !== undefined ? auth(options.who) : {}),
      ...(options.key !== undefined ? { 'idempotency-key': options.key } : {}),
      ...(options.acceptLanguage !== undefined ? { 'accept-language': options.acceptLanguage } : {}),
    },
    payload: {
      method: 'creditcard',
      ...(options.who === undefined ? { reCaptchaTokenResponse: await solvedToken(app) } : {}),
      ...body,
    },
  });
}

describe('the receipt of a donation given on its own', () => {
  const crash = crashAfterCharge();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, payments: crash.factory });
  });
  afterAll(() => t.close());

  const emailsTo = async (address: string) =>
    (await listMessages(t.db, { to: [address], limit: 20 })).filter((m) => m.channel === 'email');

  it('a guest with an email gets exactly one, with the amount, even when she sends the request again', async () => {
    const to = 'rivka.one@example.org';
    const body = { ...guest, email: to, amt: 18, sourceToken: await tokenOf(t.app) };
    const charges = await sandboxChargeCount(t.db);
    const first = await donate(t.app, body, { key: 'receipt-once' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await donate(t.app, body, { key: 'receipt-once' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await sandboxChargeCount(t.db)).toBe(charges + 1);

    const emails = await emailsTo(to);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe(RECEIPT.en);
    const [row] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payerEmail, to));
    const text = readableBody(email!);
    expect(text).toContain('Thank you for your donation');
    expect(text).toContain('Amount: $18.00');
    // The facility's date: 6 PM on Dec 1 in Los Angeles is Dec 2 in UTC.
    expect(text).toContain('Date: December 1, 2026');
    expect(text).toContain('Type: Donation');
    expect(text).toContain('Paid with: Visa ending in 4242');
    expect(text).toContain(`Reference: ${row?.id}`);
    expect(text).toContain('(323) 555-0100 · info@example.org');
    // The facility's default name (Tevila Mikvah) would say what it is for: left out.
    for (const word of indiscreetWords)
      expect(`${email?.subject}\n${text}`.toLowerCase()).not.toContain(word);
    const stored = readStoredEmail(email!.body);
    expect(stored).toMatchObject({ language: 'en' });
    expect(stored?.html).toContain('<html lang="en" dir="ltr">');
  });

  it('a declined card sends none', async () => {
    const to = 'rivka.declined@example.org';
    const res = await donate(
      t.app,
      { ...guest, email: to, amt: 18, sourceToken: await tokenOf(t.app, testCards.declined) },
      { key: 'receipt-declined' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, stripeErrorType: 'card_error' });
    expect(await emailsTo(to)).toEqual([]);
  });

  it('is in Hebrew when the page is Hebrew, with her own words as the type', async () => {
    const to = 'rivka.he@example.org';
    const res = await donate(
      t.app,
      {
        ...guest,
        email: to,
        amt: 36,
        donationType: 'Other: Building fund',
        sourceToken: await tokenOf(t.app),
      },
      { key: 'receipt-he', acceptLanguage: 'he-IL,he;q=0.9,en-US;q=0.8,en;q=0.7' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [email, ...more] = await emailsTo(to);
    expect(more).toEqual([]);
    expect(email?.subject).toBe(RECEIPT.he);
    const text = readableBody(email!);
    expect(text).toContain('תודה על תרומתך');
    expect(text).toContain('סכום: $36.00');
    expect(text).toContain('סוג: Building fund');
    expect(text).toContain('שולם בכרטיס: Visa המסתיים ב־4242');
    expect(readStoredEmail(email!.body)?.html).toContain('<html lang="he" dir="rtl">');
  });

  it('a signed-in donor gets it in her account’s language, whatever the page', async () => {
    const dina = await makePatron(t, 71);
    await t.db.update(users).set({ language: 'he' }).where(eq(users.id, dina.userId));
    const to = 'dina.account@example.org';
    const res = await donate(
      t.app,
      { email: to, amt: 5, userId: dina.userId, sourceToken: await tokenOf(t.app) },
      { key: 'receipt-account', acceptLanguage: 'en', who: dina },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await emailsTo(to)).map((m) => m.subject)).toEqual([RECEIPT.he]);
  });

  it('a payment toward a reservation gets no donation receipt', async () => {
    const sara = await makePatron(t, 72);
    const r = await bookShower(t, sara, '2026-12-03');
    const to = 'sara.reservation@example.org';
    const res = await pay(t.app, sara, {
      amt: 10,
      reservationId: r.id,
      email: to,
      sourceToken: await tokenOf(t.app),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await emailsTo(to)).filter((m) => m.subject === RECEIPT.en)).toEqual([]);
  });

  it('a donation settled later by the reconciler gets its receipt then, in the page’s language, once', async () => {
    const to = 'rivka.later@example.org';
    crash.state.armed = true;
    const body = { ...guest, email: to, amt: 18, sourceToken: await tokenOf(t.app) };
    const res = await donate(t.app, body, { key: 'receipt-later', acceptLanguage: 'he' });
    expect(res.statusCode).toBe(503);
    expect(await emailsTo(to)).toEqual([]);
    t.clock.set(new Date(NOW.getTime() + 3 * 60_000));
    expect(await reconcilePending(contextOf(t.app))).toMatchObject({ settled: 1 });
    expect((await emailsTo(to)).map((m) => m.subject)).toEqual([RECEIPT.he]);
    // She retries after the page said "could not be confirmed yet": the first outcome, no second receipt.
    expect((await donate(t.app, body, { key: 'receipt-later', acceptLanguage: 'he' })).statusCode).toBe(200);
    expect(await emailsTo(to)).toHaveLength(1);
    t.clock.set(NOW);
  });
});
