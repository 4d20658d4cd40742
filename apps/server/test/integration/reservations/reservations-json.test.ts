import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { insertLedgerEntries } from '../../../src/modules/reservations/repo.ts';
import { bookShower, pay, tokenOf } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

// docs/product/booking.md §3 Reservation: the fields the reserve flow and the desk read.
describe('the reservation JSON (docs/product/booking.md §3)', () => {
  let t: TestApp;
  let dina: Patron;
  beforeAll(async () => {
    // Several of one patron's bookings share a night here; the per-night limit has its own file.
    t = await createTestApp({ now: '2026-12-01T18:00:00Z', settings: { maxReservationsPerNight: '10' } });
    dina = await makePatron(t, 20);
    await t.db.update(users).set({ notes: 'Prefers the east wing.' }).where(eq(users.id, dina.userId));
  });
  afterAll(() => t.close());

  const get = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${id}`,
      headers: auth(dina),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('carries her user with notes, the status history under both names, and no room yet', async () => {
    const r = await bookShower(t, dina, NIGHT);
    // The answer of the booking itself is built from the rows just written: the same shape.
    expect(r).toMatchObject({
      user: { id: dina.userId, notes: 'Prefers the east wing.' },
      tipAmount: 0,
      donationAmount: 0,
      payments: [],
      roomAssignedHistory: [],
      room: null,
    });
    const view = await get(r.id);
    expect(view).toMatchObject({ user: { id: dina.userId, notes: 'Prefers the east wing.' }, room: null });
    expect(view.statusHistory).toEqual([
      expect.objectContaining({
        previousStatus: null,
        newStatus: 'Reserved',
        previousReservationStatus: null,
        newReservationStatus: 'Reserved',
      }),
    ]);
  });

  it('totals donations and tips, lists the card payment once, Approved, and the latest gift amounts', async () => {
    const r = await bookShower(t, dina, NIGHT);
    const give = async (amt: number, donationType?: string) => {
      const res = await pay(t.app, dina, {
        amt,
        reservationId: r.id,
        ...(donationType ? { donationType } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await give(-10);
    await give(-5.5, 'Tip');
    await give(-18, 'Shabbos Payment');
    await give(-2, 'Tip');
    const paid = await pay(t.app, dina, {
      amt: 71.5,
      reservationId: r.id,
      sourceToken: await tokenOf(t.app),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const view = await get(r.id);
    expect(view).toMatchObject({
      balance: 0,
      amountPaid: 71.5,
      paid: true,
      tipTotal: 7.5,
      tipAmount: 2,
      donationTotal: 28,
      donationAmount: 18,
    });
    // Gifts raised the balance (their totals above); the card payment is the money, listed once.
    expect(view.payments).toEqual([
      expect.objectContaining({ method: 'CreditCard', amount: 71.5, status: 'Approved', reference: '4242' }),
    ]);
  });

  it('shows a payment being settled as Pending and leaves a failed one out', async () => {
    const r = await bookShower(t, dina, NIGHT);
    const at = t.clock.now();
    const row = {
      reservationId: r.id,
      userId: dina.userId,
      method: 'CreditCard',
      createdAt: at,
      createdBy: null,
    };
    await insertLedgerEntries(t.db, [
      { ...row, kind: 'payment', amountCents: 3600, status: 'failed', reference: '0002' },
      { ...row, kind: 'payment', amountCents: 3600, status: 'pending', reference: '4242' },
    ]);
    const view = await get(r.id);
    expect(view.payments).toEqual([
      {
        dateCreated: expect.any(String),
        method: 'CreditCard',
        amount: 36,
        status: 'Pending',
        reference: '4242',
      },
    ]);
    expect(view).toMatchObject({ balance: 36, amountPaid: 0, paid: false });
  });
});
