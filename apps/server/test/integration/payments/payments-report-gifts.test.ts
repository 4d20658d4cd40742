import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, showersAt, slotsOf } from '../../helpers/reservations.ts';
import { pay, tokenOf } from '../../helpers/payments.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const TODAY = '2026-12-01';

interface Row {
  kind: string;
  method: string;
  amount: number;
  donationPart: number;
  userId: string | null;
}

describe('the payments report tells a donation on a reservation apart from the room', () => {
  let t: TestApp;
  let admin: Patron;
  beforeAll(async () => {
    t = await createTestApp({ now: `${TODAY}T18:00:00Z` });
    admin = await makePatron(t, 401, 'Admin');
  });
  afterAll(() => t.close());

  const report = async (format = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/payments/report?from=${TODAY}&to=${TODAY}${format}`,
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('books a $36 room and an $18 donation paid by one $54 card payment as $54 with an $18 donation part', async () => {
    const chana = await makePatron(t, 402);
    const slot = (await slotsOf(t.app, chana, '2026-12-02')).find((s) => showersAt([s], s.timeSlot) > 0);
    const booked = await book(t.app, chana, {
      reservationDate: '2026-12-02',
      reservationTime: slot?.timeSlot,
      ...shower,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json<{ result: { id: string } }>().result.id;
    const gift = await pay(t.app, chana, { amt: -18, reservationId: id, donationType: 'Donation' });
    expect(gift.json().result).toMatchObject({ balance: 54, donationTotal: 18 });
    const paid = await pay(t.app, chana, { amt: 54, reservationId: id, sourceToken: await tokenOf(t.app) });
    expect(paid.json().result).toMatchObject({ balance: 0, amountPaid: 54, donationTotal: 18 });

    const answer = (await report()).json<{ payments: Row[]; total: number; donationTotal: number }>();
    const rows = answer.payments.filter((p) => p.userId === chana.userId);
    expect(rows.map((p) => [p.kind, p.method, p.amount, p.donationPart])).toEqual([
      ['payment', 'CreditCard', 54, 18],
    ]);
    expect(answer.total).toBe(54);
    expect(answer.donationTotal).toBe(18);

    const lines = (await report('&format=csv')).body.split('\r\n');
    expect(lines[0]).toContain(',Amount,Donation part,');
    expect(lines[1]).toContain(',payment,CreditCard,succeeded,54.00,18.00,');
    expect(lines).toContain('Total,1,54.00');
    expect(lines).toContain('Of which donations and tips,,18.00');
  });
});
