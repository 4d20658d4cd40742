import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, showersAt, slotsOf } from '../../helpers/reservations.ts';
import { guest, pay, tokenOf } from '../../helpers/payments.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const TODAY = '2026-12-01';

interface Listed {
  kind: string;
  method: string;
  amount: number;
  reservationId: string | null;
  userId: string | null;
}

interface View {
  id: string;
  reservationStatus: string;
  reservationTime: string;
  balance: number;
  amountPaid: number;
  donationTotal: number;
  payments: { method: string; amount: number }[];
}

describe('money that adds up (issue 16, defect 8): a donation is one row, a Replaced reservation owes nothing', () => {
  let t: TestApp;
  let admin: Patron;
  beforeAll(async () => {
    t = await createTestApp({ now: `${TODAY}T18:00:00Z` });
    admin = await makePatron(t, 301, 'Admin');
  });
  afterAll(() => t.close());

  const get = async (who: Patron, id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/api/reservations/${id}`, headers: auth(who) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<View>();
  };
  const list = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/payments/list?dt=${TODAY}`,
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Listed[]>();
  };
  const report = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/payments/report?from=${TODAY}&to=${TODAY}`,
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ payments: Listed[]; totals: { method: string; amount: number }[]; total: number }>();
  };
  const bookAt = async (who: Patron, night: string, extra: object = {}) => {
    const slot = (await slotsOf(t.app, who, night)).find((s) => showersAt([s], s.timeSlot) > 0);
    const res = await book(t.app, who, {
      reservationDate: night,
      reservationTime: slot?.timeSlot,
      ...shower,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: View }>().result;
  };
  const card = async (who: Patron, reservationId: string, amt: number) => {
    const res = await pay(t.app, who, { amt, reservationId, sourceToken: await tokenOf(t.app) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: View }>().result;
  };

  it('lists a donation added to a reservation and paid by card once, and the report counts it once', async () => {
    const chana = await makePatron(t, 302);
    const r = await bookAt(chana, '2026-12-02');
    await card(chana, r.id, 36);
    const gift = await pay(t.app, chana, { amt: -18, reservationId: r.id, donationType: 'Donation' });
    expect(gift.json().result).toMatchObject({ balance: 18, donationTotal: 18 });
    const paid = await card(chana, r.id, 18);
    expect(paid).toMatchObject({ balance: 0, amountPaid: 54, donationTotal: 18 });
    expect(paid.payments.map((p) => [p.method, p.amount])).toEqual([
      ['CreditCard', 36],
      ['CreditCard', 18],
    ]);
    const rows = (await list()).filter((p) => p.userId === chana.userId);
    expect(rows.map((p) => [p.kind, p.method, p.amount])).toEqual([
      ['payment', 'CreditCard', 36],
      ['payment', 'CreditCard', 18],
    ]);
    const { payments, totals, total } = await report();
    expect(payments.filter((p) => p.userId === chana.userId)).toHaveLength(2);
    expect(totals.find((x) => x.method === 'Donation')).toBeUndefined();
    expect(total).toBe(54);
  });

  it('lists a donation given on its own (charged to the card) as one Donation row', async () => {
    const before = (await report()).total;
    const res = await pay(t.app, null, { amt: 18, sourceToken: await tokenOf(t.app), ...guest });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await list()).filter((p) => p.kind === 'donation');
    expect(rows.map((p) => [p.method, p.amount, p.reservationId])).toEqual([['Donation', 18, null]]);
    const after = await report();
    expect(after.total).toBe(before + 18);
    expect(after.totals.find((x) => x.method === 'Donation')).toMatchObject({ amount: 18 });
  });

  it('shows a Replaced reservation owing nothing: its money moved to the one that replaced it', async () => {
    const leah = await makePatron(t, 303);
    const first = await bookAt(leah, '2026-12-03');
    await card(leah, first.id, 20);
    expect(await get(leah, first.id)).toMatchObject({ balance: 16, amountPaid: 20 });
    const edited = await book(t.app, leah, {
      reservationDate: '2026-12-03',
      reservationTime: first.reservationTime,
      ...shower,
      bath: true,
      replacingReservationId: first.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({ balance: 30, amountPaid: 20 });
    expect(await get(leah, first.id)).toMatchObject({
      reservationStatus: 'Replaced',
      balance: 0,
      amountPaid: 0,
      payments: [],
    });
  });

  it('shows a canceled reservation owing nothing', async () => {
    const rivka = await makePatron(t, 304);
    const unpaid = await bookAt(rivka, '2026-12-04');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${unpaid.id}/status`,
      headers: auth(rivka),
      payload: { status: 'Canceled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await get(rivka, unpaid.id)).toMatchObject({ reservationStatus: 'Canceled', balance: 0 });
  });
});
