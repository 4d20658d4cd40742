import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('saved cards (docs/product/booking.md §4, docs/product/site-and-staff.md Payment Methods): her own only', () => {
  let t: TestApp;
  let dina: Patron;
  let rivka: Patron;
  let admin: Patron;
  beforeAll(async () => {
    // One patron books several reservations of one night here.
    t = await createTestApp({ now: '2026-12-01T18:00:00Z', settings: { maxReservationsPerNight: '50' } });
    dina = await makePatron(t, 70);
    rivka = await makePatron(t, 71);
    admin = await makePatron(t, 72, 'Admin');
  });
  afterAll(() => t.close());

  const list = (who: Patron, userId: string, slash = '/') =>
    t.app.inject({ method: 'GET', url: `/api/api/users/${userId}/savedcards${slash}`, headers: auth(who) });
  const save = (who: Patron, userId: string, token: string) =>
    t.app.inject({ method: 'PUT', url: `/api/api/users/${userId}/savedcards/${token}`, headers: auth(who) });
  const remove = (who: Patron, userId: string, cardId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/api/users/${userId}/savedcards/${cardId}`,
      headers: auth(who),
    });

  it('lists none before the first, saves a tokenised card, and lists brand and last four', async () => {
    expect((await list(dina, dina.userId)).json()).toEqual([]);
    const saved = await save(dina, dina.userId, await tokenOf(t.app, testCards.mastercard));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ id: expect.stringMatching(/^pm_/), brand: 'MasterCard', last4: '4444' });
    for (const slash of ['/', '']) {
      const res = await list(dina, dina.userId, slash);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([saved.json()]);
    }
  });

  it("keeps one user's cards invisible and untouchable to another", async () => {
    const [card] = (await list(dina, dina.userId)).json<{ id: string }[]>();
    const peek = await list(rivka, dina.userId);
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual({ Message: 'You may only see your own saved cards.' });
    expect((await list(rivka, rivka.userId)).json()).toEqual([]);
    const del = await remove(rivka, dina.userId, card!.id);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ Message: 'You may only change your own saved cards.' });
    // Her own path with someone else's card id finds nothing.
    const mine = await remove(rivka, rivka.userId, card!.id);
    expect(mine.statusCode).toBe(404);
    expect(mine.json()).toEqual({ Message: 'Saved card not found.' });
    const put = await save(rivka, dina.userId, await tokenOf(t.app));
    expect(put.statusCode).toBe(403);
    // An administrator may look.
    expect((await list(admin, dina.userId)).json()).toHaveLength(1);
    expect((await list(dina, dina.userId)).json()).toHaveLength(1);
  });

  it("refuses paying with someone else's saved card, and charges nothing", async () => {
    const [card] = (await list(dina, dina.userId)).json<{ id: string }[]>();
    const r = await bookShower(t, rivka, NIGHT);
    const charges = await sandboxChargeCount(t.db);
    // Rivka has no customer yet: refused before the provider is asked.
    const none = await pay(t.app, rivka, { amt: 36, reservationId: r.id, sourceCard: card!.id });
    expect(none.json()).toEqual({
      success: false,
      errorMessage: 'This saved card could not be found.',
      result: null,
    });
    // With a customer of her own the provider refuses a card that is not on it.
    await save(rivka, rivka.userId, await tokenOf(t.app));
    const other = await pay(t.app, rivka, { amt: 36, reservationId: r.id, sourceCard: card!.id });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      success: false,
      errorMessage: 'This saved card could not be found.',
    });
    expect(await sandboxChargeCount(t.db)).toBe(charges);
  });

  it('refuses a used token and a malformed id', async () => {
    const token = await tokenOf(t.app);
    expect((await save(dina, dina.userId, token)).statusCode).toBe(200);
    const again = await save(dina, dina.userId, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      Message: 'This card entry has already been used. Please enter the card again.',
    });
    const bad = await save(dina, dina.userId, 'tok_<script>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: 'The card id is not valid.' });
  });

  it('saves the card she pays with (saveCard) and pays the next reservation with it', async () => {
    const before = (await list(dina, dina.userId)).json<unknown[]>().length;
    const first = await bookShower(t, dina, NIGHT);
    const paid = await pay(t.app, dina, {
      method: 'creditcard',
      amt: 36,
      userId: dina.userId,
      reservationId: first.id,
      sourceToken: await tokenOf(t.app, testCards.discover),
      saveCard: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const cards = (await list(dina, dina.userId)).json<{ id: string; brand: string; last4: string }[]>();
    expect(cards).toHaveLength(before + 1);
    const discover = cards.find((c) => c.brand === 'Discover');
    expect(discover).toMatchObject({ last4: '1117' });
    const second = await bookShower(t, dina, NIGHT);
    const again = await pay(t.app, dina, { amt: 36, reservationId: second.id, sourceCard: discover!.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toMatchObject({
      paid: true,
      payments: [{ method: 'CreditCard', amount: 36, reference: '1117' }],
    });
  });

  it('refuses to save a card the bank refuses, on its own or while paying, and saves nothing', async () => {
    const leah = await makePatron(t, 73);
    const refusals: [string, string][] = [
      [testCards.declined, 'Your card was declined.'],
      [testCards.insufficient, 'Your card has insufficient funds.'],
      [testCards.expired, 'Your card has expired.'],
      [testCards.cvc, "Your card's security code is incorrect."],
    ];
    for (const [number, message] of refusals) {
      const res = await save(leah, leah.userId, await tokenOf(t.app, number));
      expect(res.statusCode, number).toBe(400);
      expect(res.json()).toEqual({ Message: message });
      const r = await bookShower(t, leah, NIGHT);
      const paid = await pay(t.app, leah, {
        amt: 36,
        reservationId: r.id,
        sourceToken: await tokenOf(t.app, number),
        saveCard: true,
      });
      expect(paid.statusCode, number).toBe(400);
      expect(paid.json()).toMatchObject({
        success: false,
        stripeErrorType: 'card_error',
        errorMessage: message,
      });
    }
    expect((await list(leah, leah.userId)).json()).toEqual([]);
  });

  it('saves 4000 0000 0000 0341, whose every charge is then declined', async () => {
    const miriam = await makePatron(t, 74);
    const r = await bookShower(t, miriam, NIGHT);
    // Paying with it (and asking to keep it) is declined, and the card is not kept.
    const first = await pay(t.app, miriam, {
      amt: 36,
      reservationId: r.id,
      sourceToken: await tokenOf(t.app, testCards.declinedAfterSave),
      saveCard: true,
    });
    expect(first.json()).toMatchObject({ success: false, errorMessage: 'Your card was declined.' });
    expect((await list(miriam, miriam.userId)).json()).toEqual([]);
    const saved = await save(miriam, miriam.userId, await tokenOf(t.app, testCards.declinedAfterSave));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ brand: 'Visa', last4: '0341' });
    const charges = await sandboxChargeCount(t.db);
    const declined = await pay(t.app, miriam, { amt: 36, reservationId: r.id, sourceCard: saved.json().id });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({
      success: false,
      errorMessage: 'Your card was declined.',
      result: null,
      stripeErrorMessage: 'Your card was declined.',
      stripeErrorType: 'card_error',
    });
    expect(await sandboxChargeCount(t.db)).toBe(charges);
    expect((await list(miriam, miriam.userId)).json()).toHaveLength(1);
  });

  it('charges each of the six good brands and keeps each with its brand (docs/design.md §7)', async () => {
    const hannah = await makePatron(t, 75);
    const brands: [string, string, string][] = [
      [testCards.visa, 'Visa', '4242'],
      [testCards.mastercard, 'MasterCard', '4444'],
      [testCards.amex, 'American Express', '0005'],
      [testCards.discover, 'Discover', '1117'],
      [testCards.jcb, 'JCB', '0505'],
      [testCards.diners, 'Diners Club', '1667'],
    ];
    for (const [number, brand, last4] of brands) {
      const r = await bookShower(t, hannah, '2026-12-03');
      const charges = await sandboxChargeCount(t.db);
      // tokenOf gives American Express its 4-digit security code.
      const res = await pay(t.app, hannah, {
        amt: 36,
        reservationId: r.id,
        sourceToken: await tokenOf(t.app, number),
        saveCard: true,
      });
      expect(res.statusCode, `${brand}: ${res.body}`).toBe(200);
      expect(res.json().result).toMatchObject({
        paid: true,
        balance: 0,
        payments: [{ method: 'CreditCard', amount: 36, reference: last4 }],
      });
      expect(await sandboxChargeCount(t.db), brand).toBe(charges + 1);
      const row = (await ledgerRows(t.db)).find((e) => e.reservationId === r.id && e.kind === 'payment');
      expect(row, brand).toMatchObject({ status: 'succeeded', cardBrand: brand, reference: last4 });
    }
    const cards = (await list(hannah, hannah.userId)).json<{ brand: string; last4: string }[]>();
    // Saved at one (fixed) instant, so in no particular order.
    const pairs = (list: [string, string][]) => list.map((p) => p.join(' ')).sort();
    expect(pairs(cards.map((c) => [c.brand, c.last4]))).toEqual(pairs(brands.map(([, b, l]) => [b, l])));
  });

  it('deletes her card once', async () => {
    const cards = (await list(dina, dina.userId)).json<{ id: string }[]>();
    const res = await remove(dina, dina.userId, cards[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, errorMessage: null, result: null });
    expect((await list(dina, dina.userId)).json()).toHaveLength(cards.length - 1);
    expect((await remove(dina, dina.userId, cards[0]!.id)).statusCode).toBe(404);
    // A deleted card no longer pays.
    const r = await bookShower(t, dina, NIGHT);
    const res2 = await pay(t.app, dina, { amt: 36, reservationId: r.id, sourceCard: cards[0]!.id });
    expect(res2.json().errorMessage).toBe('This saved card could not be found.');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/api/users/${dina.userId}/savedcards/` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
  });
});
