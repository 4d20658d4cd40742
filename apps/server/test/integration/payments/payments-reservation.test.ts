import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
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
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

describe('makepayment on a reservation (docs/design.md §5, §6)', () => {
  let t: TestApp;
  let dina: Patron;
  let rivka: Patron;
  beforeAll(async () => {
    // Every reservation stays Pending until paid, so paying is what makes it Reserved.
    t = await createTestApp({
      now: '2026-12-01T18:00:00Z',
      // One patron pays for several reservations of one night here.
      settings: { reservationsRequirePrepayAll: 'True', maxReservationsPerNight: '50' },
    });
    dina = await makePatron(t, 60);
    rivka = await makePatron(t, 61);
  });
  afterAll(() => t.close());

  const get = (who: Patron, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/api/reservations/${id}`, headers: auth(who) });

  it('pays a Pending reservation in full: a CreditCard payment, and it becomes Reserved', async () => {
    const r = await bookShower(t, dina, NIGHT);
    expect(r).toMatchObject({ reservationStatus: 'Pending', balance: 36 });
    const res = await pay(t.app, dina, {
      method: 'creditcard',
      amt: 36,
      userId: dina.userId,
      reservationId: r.id,
      sourceToken: await tokenOf(t.app),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, errorMessage: null });
    expect(body.result).toMatchObject({
      id: r.id,
      reservationStatus: 'Reserved',
      balance: 0,
      amountPaid: 36,
      paid: true,
      payments: [{ method: 'CreditCard', amount: 36, status: 'Approved', reference: '4242' }],
    });
    expect(body.result.statusHistory.at(-1)).toMatchObject({
      previousReservationStatus: 'Pending',
      newReservationStatus: 'Reserved',
      statusLastUpdatedByUser: dina.userId,
    });
    const audit = await listAuditEntries(t.db, 'reservation', r.id);
    expect(audit[0]).toMatchObject({ action: 'reservation.status', after: { status: 'Reserved' } });
  });

  it('adds a donation with a negative amt without moving money; paying the raised balance reserves', async () => {
    const r = await bookShower(t, dina, NIGHT);
    const charges = await sandboxChargeCount(t.db);
    const gift = await pay(t.app, dina, { method: 'creditcard', amt: -10, reservationId: r.id });
    expect(gift.statusCode, gift.body).toBe(200);
    expect(gift.json().result).toMatchObject({
      reservationStatus: 'Pending',
      balance: 46,
      donationTotal: 10,
      amountPaid: 0,
    });
    const tip = await pay(t.app, dina, { amt: '-5.50', reservationId: r.id, donationType: 'Tip' });
    expect(tip.json().result).toMatchObject({ balance: 51.5, tipTotal: 5.5, donationTotal: 10 });
    expect(await sandboxChargeCount(t.db)).toBe(charges);
    // Part of it first: still Pending.
    const part = await pay(t.app, dina, { amt: 20, reservationId: r.id, sourceToken: await tokenOf(t.app) });
    expect(part.json().result).toMatchObject({ reservationStatus: 'Pending', balance: 31.5, amountPaid: 20 });
    const rest = await pay(t.app, dina, {
      amt: 31.5,
      reservationId: r.id,
      sourceToken: await tokenOf(t.app),
    });
    expect(rest.json().result).toMatchObject({ reservationStatus: 'Reserved', balance: 0, amountPaid: 51.5 });
  });

  it('a declined card leaves the reservation Pending and its payments list clean', async () => {
    const r = await bookShower(t, dina, NIGHT);
    const res = await pay(t.app, dina, {
      amt: 36,
      reservationId: r.id,
      sourceToken: await tokenOf(t.app, testCards.insufficient),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      stripeErrorType: 'card_error',
      stripeErrorMessage: 'Your card has insufficient funds.',
    });
    const view = (await get(dina, r.id)).json();
    expect(view).toMatchObject({ reservationStatus: 'Pending', balance: 36, payments: [] });
  });

  it('refuses bad amounts with clear messages and moves nothing', async () => {
    const r = await bookShower(t, dina, NIGHT);
    const token = await tokenOf(t.app);
    const ledgerBefore = (await ledgerRows(t.db)).length;
    const charges = await sandboxChargeCount(t.db);
    const cases: [unknown, string][] = [
      [0, 'The amount must be more than $0.00.'],
      ['0.00', 'The amount must be more than $0.00.'],
      [1.234, 'The amount must have at most 2 decimals (whole cents).'],
      [1e9, 'The amount must be at most $10,000.00.'],
      [-1e9, 'The amount must be at most $10,000.00.'],
      ['ten dollars', 'The amount must be an amount in dollars, like 25 or 25.50.'],
      [null, 'The amount must be an amount in dollars, like 25 or 25.50.'],
      [{ value: 5 }, 'The amount must be an amount in dollars, like 25 or 25.50.'],
      [37, 'The amount is more than the $36.00 left to pay.'],
    ];
    for (const [amt, message] of cases) {
      const res = await pay(t.app, dina, { amt, reservationId: r.id, sourceToken: token });
      expect(res.statusCode, JSON.stringify(amt)).toBe(400);
      expect(res.json()).toEqual({ success: false, errorMessage: message, result: null });
    }
    const negative = await pay(t.app, null, { amt: -5, sourceToken: token, email: 'a@b.org' });
    expect(negative.json().errorMessage).toBe(
      'A negative amount only adds a donation to a reservation; a donation itself is positive.',
    );
    const method = await pay(t.app, dina, {
      method: 'cash',
      amt: 5,
      reservationId: r.id,
      sourceToken: token,
    });
    expect(method.json().errorMessage).toBe('Only a card payment can be made here.');
    expect((await ledgerRows(t.db)).length).toBe(ledgerBefore);
    expect(await sandboxChargeCount(t.db)).toBe(charges);
  });

  it("refuses someone else's reservation or user, and a guest paying a reservation", async () => {
    const r = await bookShower(t, dina, NIGHT);
    const token = await tokenOf(t.app);
    const other = await pay(t.app, rivka, { amt: 36, reservationId: r.id, sourceToken: token });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ Message: 'You may only see your own reservations.' });
    const asUser = await pay(t.app, rivka, { amt: 36, userId: dina.userId, sourceToken: token });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ Message: 'You may only pay for yourself.' });
    const guest = await pay(t.app, null, { amt: 36, reservationId: r.id, sourceToken: token });
    expect(guest.statusCode).toBe(401);
    expect((await get(dina, r.id)).json()).toMatchObject({ balance: 36, payments: [] });
  });

  it('refuses paying a reservation with nothing left, or a canceled one', async () => {
    const r = await bookShower(t, dina, NIGHT);
    await pay(t.app, dina, { amt: 36, reservationId: r.id, sourceToken: await tokenOf(t.app) });
    const again = await pay(t.app, dina, { amt: 1, reservationId: r.id, sourceToken: await tokenOf(t.app) });
    expect(again.json()).toEqual({
      success: false,
      errorMessage: 'This reservation has nothing left to pay.',
      result: null,
    });
    const c = await bookShower(t, dina, NIGHT);
    await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${c.id}/status/`,
      headers: auth(dina),
      payload: { status: 'Canceled' },
    });
    const canceled = await pay(t.app, dina, {
      amt: 36,
      reservationId: c.id,
      sourceToken: await tokenOf(t.app),
    });
    expect(canceled.json().errorMessage).toBe('This reservation is Canceled; it can no longer be paid.');
  });

  it('charges once when a request is retried with the same Idempotency-Key', async () => {
    const r = await bookShower(t, dina, NIGHT);
    const body = { amt: 36, reservationId: r.id, sourceToken: await tokenOf(t.app) };
    const charges = await sandboxChargeCount(t.db);
    const first = await pay(t.app, dina, body, 'retry-key-1');
    const second = await pay(t.app, dina, body, 'retry-key-1');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toEqual(first.json().result);
    expect(await sandboxChargeCount(t.db)).toBe(charges + 1);
    // The same key for another amount is refused rather than answered with the first payment.
    const changed = await pay(t.app, dina, { ...body, amt: 20 }, 'retry-key-1');
    expect(changed.json().errorMessage).toBe(
      'This Idempotency-Key was already used for a different payment.',
    );
    // A declined attempt retried answers the same decline, and charges nothing.
    const d = await bookShower(t, dina, NIGHT);
    const declined = { amt: 36, reservationId: d.id, sourceToken: await tokenOf(t.app, testCards.declined) };
    const a = await pay(t.app, dina, declined, 'retry-key-2');
    const b = await pay(t.app, dina, declined, 'retry-key-2');
    expect(a.json()).toEqual(b.json());
    expect(b.json().stripeErrorMessage).toBe('Your card was declined.');
  });

  it('charges once for 50 concurrent submits with one Idempotency-Key', async () => {
    const r = await bookShower(t, rivka, NIGHT);
    const body = { method: 'creditcard', amt: 36, reservationId: r.id, sourceToken: await tokenOf(t.app) };
    const charges = await sandboxChargeCount(t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => pay(t.app, rivka, body, 'double-click')),
    );
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().result).toMatchObject({ reservationStatus: 'Reserved', amountPaid: 36, balance: 0 });
    }
    expect(await sandboxChargeCount(t.db)).toBe(charges + 1);
    const rows = (await ledgerRows(t.db)).filter((e) => e.reservationId === r.id && e.kind === 'payment');
    expect(rows).toHaveLength(1);
  });
});
