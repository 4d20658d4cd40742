import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCharges } from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { bookShower, guest, pay, testCards, tokenOf } from '../../helpers/payments.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

interface Listed {
  id: number;
  kind: string;
  method: string;
  amount: number;
  status: string;
  reference: string | null;
  reservationId: string | null;
  refundable: number;
  refundOf: number | null;
  transactionID: string | null;
}

describe('payments list, refunds, and the refund on an early cancel', () => {
  let t: TestApp;
  let dina: Patron;
  let admin: Patron;
  beforeAll(async () => {
    // One patron books several reservations of one night here.
    t = await createTestApp({ now: '2026-12-01T18:00:00Z', settings: { maxReservationsPerNight: '50' } });
    dina = await makePatron(t, 80);
    admin = await makePatron(t, 81, 'Admin');
  });
  afterAll(() => t.close());

  const list = (who: Patron, query = '?dt=2026-12-01&dtTo=2026-12-01') =>
    t.app.inject({ method: 'GET', url: `/api/api/payments/list${query}`, headers: auth(who) });
  const refund = (payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/payments/refund',
      headers: { ...auth(admin), ...(key !== undefined ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const cancel = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/status/`,
      headers: auth(dina),
      payload: { status: 'Canceled' },
    });
  const get = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/api/reservations/${id}`, headers: auth(dina) });

  async function paidReservation() {
    const r = await bookShower(t, dina, NIGHT);
    const res = await pay(t.app, dina, { amt: 36, reservationId: r.id, sourceToken: await tokenOf(t.app) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await list(admin)).json<Listed[]>();
    const payment = rows.find((p) => p.reservationId === r.id && p.kind === 'payment');
    if (payment === undefined) throw new Error('no payment listed');
    return { reservation: r, payment };
  }

  it('lists payments and donations of the days asked, for administrators only', async () => {
    const { reservation, payment } = await paidReservation();
    await pay(t.app, null, {
      amt: 18,
      sourceToken: await tokenOf(t.app),
      ...guest,
      donationType: 'Donation',
    });
    const rows = (await list(admin)).json<Listed[]>();
    expect(payment).toMatchObject({
      kind: 'payment',
      method: 'CreditCard',
      amount: 36,
      status: 'succeeded',
      reference: '4242',
      reservationId: reservation.id,
      refundable: 36,
      transactionID: expect.stringMatching(/^ch_/),
    });
    expect(rows.find((p) => p.kind === 'donation')).toMatchObject({
      method: 'Donation',
      amount: 18,
      firstName: 'Sarah',
      lastName: 'Levi',
      email: 'sarah@example.org',
      reservationId: null,
      userId: null,
    });
    expect((await list(admin, '?dt=2026-12-02&dtTo=2026-12-09')).json()).toEqual([]);
    const patron = await list(dina);
    expect(patron.statusCode).toBe(403);
    expect(patron.json()).toEqual({ Message: 'Only an administrator may do this.' });
    for (const [query, message] of [
      ['', 'dt must be a date as YYYY-MM-DD.'],
      ['?dt=yesterday', 'dt must be a date as YYYY-MM-DD.'],
      ['?dt=2026-12-02&dtTo=2026-12-01', 'The end date must not be before the start date.'],
      ['?dt=2020-01-01&dtTo=2026-12-01', 'The range must be at most 366 days.'],
    ] as const) {
      const res = await list(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ Message: message });
    }
  });

  it('refunds part, then the rest, never more than was paid', async () => {
    const { reservation, payment } = await paidReservation();
    const part = await refund({ paymentId: payment.id, amt: 10 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      success: true,
      result: { kind: 'refund', amount: -10, status: 'succeeded', refundOf: payment.id, reference: '4242' },
    });
    const tooMuch = await refund({ paymentId: payment.id, amt: 26.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      success: false,
      errorMessage: 'The refund of $26.01 is more than the $26.00 that can still be refunded.',
      result: null,
    });
    const rest = await refund({ paymentId: String(payment.id) });
    expect(rest.json().result).toMatchObject({ amount: -26 });
    const again = await refund({ paymentId: payment.id, amt: 1 });
    expect(again.json().errorMessage).toBe('This payment has already been refunded in full.');
    const [charge] = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, payment.transactionID ?? ''));
    expect(charge).toMatchObject({ amountCents: 3600, refundedCents: 3600 });
    expect((await get(reservation.id)).json()).toMatchObject({ amountPaid: 0, balance: 36 });
    const listed = (await list(admin)).json<Listed[]>().find((p) => p.id === payment.id);
    expect(listed?.refundable).toBe(0);
    const audit = await listAuditEntries(t.db, 'ledger_entry', String(payment.id));
    expect(audit.filter((a) => a.action === 'payment.refund')).toHaveLength(2);
    expect(audit[0]).toMatchObject({ userId: admin.userId });
  });

  it('lets concurrent refunds take no more than the payment', async () => {
    const { payment } = await paidReservation();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refund({ paymentId: payment.id, amt: 10 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const listed = (await list(admin)).json<Listed[]>().find((p) => p.id === payment.id);
    expect(listed?.refundable).toBe(6);
  });

  it('answers a retried refund (same Idempotency-Key) with the first one', async () => {
    const { payment } = await paidReservation();
    const a = await refund({ paymentId: payment.id, amt: 5 }, 'refund-once');
    const b = await refund({ paymentId: payment.id, amt: 5 }, 'refund-once');
    expect(b.json()).toEqual(a.json());
    const listed = (await list(admin)).json<Listed[]>().find((p) => p.id === payment.id);
    expect(listed?.refundable).toBe(31);
  });

  it('refuses bad refund requests clearly', async () => {
    const cases: [object, number, object][] = [
      [{ paymentId: 'abc' }, 400, { errorMessage: 'Choose a payment from the payments list.' }],
      [{}, 400, { errorMessage: 'Choose a payment from the payments list.' }],
      [{ paymentId: 99_999_999 }, 404, { Message: 'Payment not found.' }],
    ];
    for (const [payload, status, body] of cases) {
      const res = await refund(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject(body);
    }
    const { payment } = await paidReservation();
    for (const amt of [0, -5, 1.001, 'lots'])
      expect((await refund({ paymentId: payment.id, amt })).statusCode, String(amt)).toBe(400);
    // A declined attempt moved no money, so there is nothing to refund.
    const r = await bookShower(t, dina, NIGHT);
    await pay(t.app, dina, {
      amt: 36,
      reservationId: r.id,
      sourceToken: await tokenOf(t.app, testCards.declined),
    });
    const failed = (await list(admin)).json<Listed[]>().find((p) => p.reservationId === r.id);
    expect(failed).toMatchObject({ status: 'failed', refundable: 0 });
    expect((await refund({ paymentId: failed!.id })).json().errorMessage).toBe(
      'Only a card payment that went through can be refunded.',
    );
    const patron = await t.app.inject({
      method: 'POST',
      url: '/api/api/payments/refund',
      headers: auth(dina),
      payload: { paymentId: payment.id },
    });
    expect(patron.statusCode).toBe(403);
  });

  it('refunds the card payments of a reservation canceled before the cutoff', async () => {
    const { reservation } = await paidReservation();
    const res = await cancel(reservation.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      reservationStatus: 'Canceled',
      amountPaid: 0,
      payments: [
        { method: 'CreditCard', amount: 36, status: 'Approved' },
        { method: 'CreditCard', amount: -36, status: 'Approved' },
      ],
    });
  });

  it('does not refund automatically after the cutoff (an administrator may)', async () => {
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/reservationRefundCutOffHours',
      headers: auth(admin),
      payload: { value: '48' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { reservation, payment } = await paidReservation();
    const res = await cancel(reservation.id);
    expect(res.json().result).toMatchObject({ reservationStatus: 'Canceled', amountPaid: 36 });
    expect((await list(admin)).json<Listed[]>().find((p) => p.id === payment.id)?.refundable).toBe(36);
  });
});
