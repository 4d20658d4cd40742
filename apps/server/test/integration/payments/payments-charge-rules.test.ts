import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../../src/modules/payments/payment-messages.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import {
  bookShower,
  ledgerRows,
  pay,
  sandboxChargeCount,
  testCards,
  tokenOf,
} from '../../helpers/payments.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const onPostgres = process.env.TEST_DB_ENGINE !== 'pglite';

describe('charges only as the card’s owner meant (issue 16, defect 4), and no double submits', () => {
  let t: TestApp;
  let desk: Patron;
  let admin: Patron;
  let patrons = 200;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    desk = await makePatron(t, 198, 'Receptionist');
    admin = await makePatron(t, 199, 'Admin');
  });
  afterAll(() => t.close());

  /** A new patron with one saved Visa: its id. */
  async function patronWithCard(): Promise<{ patron: Patron; card: string }> {
    patrons += 1;
    const patron = await makePatron(t, patrons);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/api/users/${patron.userId}/savedcards/${await tokenOf(t.app)}`,
      headers: auth(patron),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { patron, card: saved.json<{ id: string }>().id };
  }

  it('refuses staff charging a patron’s saved card without her reservation, and charges nothing', async () => {
    const { patron, card } = await patronWithCard();
    const charges = await sandboxChargeCount(t.db);
    const rows = (await ledgerRows(t.db)).length;
    for (const who of [desk, admin]) {
      const res = await pay(t.app, who, {
        method: 'creditcard',
        amt: 10000,
        userId: patron.userId,
        sourceCard: card,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(refusal(paymentMessages.savedCardOwner));
    }
    expect(await sandboxChargeCount(t.db)).toBe(charges);
    expect(await ledgerRows(t.db)).toHaveLength(rows);
  });

  it('lets staff charge her saved card toward her own reservation’s balance, never beyond it', async () => {
    const { patron, card } = await patronWithCard();
    const other = await patronWithCard();
    const r = await bookShower(t, patron, '2026-12-03');
    const charges = await sandboxChargeCount(t.db);
    const beyond = await pay(t.app, desk, { amt: 36.01, reservationId: r.id, sourceCard: card });
    expect(beyond.json()).toEqual(refusal('The amount is more than the $36.00 left to pay.'));
    // Her reservation, someone else's user: refused before any card is looked up.
    const mixed = await pay(t.app, desk, {
      amt: 10,
      reservationId: r.id,
      userId: other.patron.userId,
      sourceCard: other.card,
    });
    expect(mixed.json()).toEqual(refusal(paymentMessages.notReservationUser));
    // Another patron's card on her reservation is not on her customer.
    const wrongCard = await pay(t.app, desk, { amt: 10, reservationId: r.id, sourceCard: other.card });
    expect(wrongCard.statusCode).toBe(400);
    expect(await sandboxChargeCount(t.db)).toBe(charges);
    const part = await pay(t.app, desk, { amt: 20, reservationId: r.id, sourceCard: card });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().result).toMatchObject({ balance: 16, amountPaid: 20 });
    const rest = await pay(t.app, desk, { amt: 16.01, reservationId: r.id, sourceCard: card });
    expect(rest.json()).toEqual(refusal('The amount is more than the $16.00 left to pay.'));
    expect(await sandboxChargeCount(t.db)).toBe(charges + 1);
  });

  it('still lets the owner charge her own saved card: a donation, or her reservation', async () => {
    const { patron, card } = await patronWithCard();
    const gift = await pay(t.app, patron, { amt: 25, sourceCard: card });
    expect(gift.statusCode, gift.body).toBe(200);
    const r = await bookShower(t, patron, '2026-12-04');
    const paid = await pay(t.app, patron, { amt: 36, reservationId: r.id, sourceCard: card });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ balance: 0, paid: true });
  });

  it('takes 50 identical donations sent at once without a key (across two instances on PostgreSQL) as one charge', async () => {
    const { patron, card } = await patronWithCard();
    const sibling: FastifyInstance = onPostgres ? await createSiblingApp(t) : t.app;
    const charges = await sandboxChargeCount(t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        pay(i % 2 === 0 ? t.app : sibling, patron, { amt: 18, sourceCard: card, donationType: 'Donation' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual(refusal(paymentMessages.doubleSubmit));
    expect(await sandboxChargeCount(t.db)).toBe(charges + 1);
    // Another amount or another card is another charge; so is the same one a minute later.
    expect((await pay(t.app, patron, { amt: 19, sourceCard: card })).statusCode).toBe(200);
    expect((await pay(t.app, patron, { amt: 18, sourceToken: await tokenOf(t.app) })).statusCode).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    try {
      expect((await pay(t.app, patron, { amt: 18, sourceCard: card })).statusCode).toBe(200);
    } finally {
      t.clock.set(new Date('2026-12-01T18:00:00Z'));
    }
    expect(await sandboxChargeCount(t.db)).toBe(charges + 4);
  });

  it('lets a declined charge be tried again at once, and a key still answers the first outcome', async () => {
    patrons += 1;
    const patron = await makePatron(t, patrons);
    const declined = await tokenOf(t.app, testCards.declined);
    const first = await pay(t.app, patron, { amt: 30, sourceToken: declined });
    expect(first.statusCode).toBe(400);
    // The same token is spent; the refusal is the provider's, not a double submit.
    expect((await pay(t.app, patron, { amt: 30, sourceToken: declined })).statusCode).toBe(400);
    const token = await tokenOf(t.app);
    const keyed = await Promise.all(
      [1, 2, 3].map(() => pay(t.app, patron, { amt: 30, sourceToken: token }, 'same-key')),
    );
    expect(keyed.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const rows = (await ledgerRows(t.db)).filter((r) => r.userId === patron.userId);
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'failed', 'succeeded']);
  });
});
