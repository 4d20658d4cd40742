import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { releaseHold } from '../../../src/modules/reservations/holds.ts';
import { findReservation } from '../../../src/modules/reservations/repo.ts';
import { pay, tokenOf } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const FRIDAY = '2026-12-04';
const NOW = new Date('2026-12-01T18:00:00Z');

interface View {
  id: string;
  reservationStatus: string;
  balance: number;
  amountPaid: number;
}

// docs/design.md §6 Booking: a replacement carries the old reservation's payments; it is Pending only while a
// prepay rule applies and something is left to pay after them. Otherwise nothing would ever move it
// out of Pending, and its hold would run out on a paid booking.
describe('replacing a prepaid reservation', () => {
  let t: TestApp;
  let slots: string[];
  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      settings: { reservationsRequirePrepayAll: 'True', pendingHoldMinutes: '20' },
    });
    slots = (await slotsOf(t.app, await makePatron(t, 70), NIGHT)).map((s) => s.timeSlot);
  });
  afterAll(() => t.close());

  const bookAt = async (who: Patron, night: string, time: string | undefined, extra: object = {}) => {
    const res = await book(t.app, who, {
      reservationDate: night,
      reservationTime: time,
      ...shower,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: View }>().result;
  };
  const payFor = async (who: Patron, r: View, amt: number) => {
    const res = await pay(t.app, who, { amt, reservationId: r.id, sourceToken: await tokenOf(t.app) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: View }>().result;
  };
  const statusOf = async (id: string) => (await findReservation(t.db, id))?.status;

  it('is Reserved when the payments it carries cover it, and the hold job leaves it alone', async () => {
    t.clock.set(NOW);
    const dina = await makePatron(t, 71);
    const first = await bookAt(dina, NIGHT, slots[0]);
    expect(first).toMatchObject({ reservationStatus: 'Pending', balance: 36 });
    expect(await payFor(dina, first, 36)).toMatchObject({ reservationStatus: 'Reserved', balance: 0 });
    const moved = await bookAt(dina, NIGHT, slots[2], { replacingReservationId: first.id });
    expect(moved).toMatchObject({
      reservationStatus: 'Reserved',
      balance: 0,
      amountPaid: 36,
      paid: true,
      payments: [expect.objectContaining({ method: 'CreditCard', amount: 36, status: 'Approved' })],
    });
    expect(await statusOf(first.id)).toBe('Replaced');
    t.clock.set(new Date(NOW.getTime() + 60 * 60_000));
    expect(await releaseHold(contextOf(t.app), moved.id)).toBe('kept');
    expect(await statusOf(moved.id)).toBe('Reserved');
  });

  it('counts carried donations and tips too: what is left after them decides', async () => {
    t.clock.set(NOW);
    const leah = await makePatron(t, 72);
    const first = await bookAt(leah, NIGHT, slots[4]);
    const gift = await pay(t.app, leah, { amt: -10, reservationId: first.id });
    expect(gift.json().result).toMatchObject({ balance: 46, donationTotal: 10 });
    expect(await payFor(leah, first, 46)).toMatchObject({ reservationStatus: 'Reserved', balance: 0 });
    const moved = await bookAt(leah, NIGHT, slots[5], { replacingReservationId: first.id });
    expect(moved).toMatchObject({
      reservationStatus: 'Reserved',
      balance: 0,
      donationTotal: 10,
      amountPaid: 46,
    });
  });

  it('is Pending when more is due; paid in part, its hold running out never cancels it', async () => {
    t.clock.set(NOW);
    const rivka = await makePatron(t, 73);
    const first = await bookAt(rivka, NIGHT, slots[6]);
    await payFor(rivka, first, 36);
    // A bath costs $50: $14 is left after the $36 carried over.
    const bath = await bookAt(rivka, NIGHT, slots[6], { bath: true, replacingReservationId: first.id });
    expect(bath).toMatchObject({ reservationStatus: 'Pending', balance: 14, amountPaid: 36 });
    t.clock.set(new Date(NOW.getTime() + 21 * 60_000));
    expect(await releaseHold(contextOf(t.app), bath.id)).toBe('kept');
    const row = await findReservation(t.db, bath.id);
    expect(row).toMatchObject({ status: 'Pending', holdExpiresAt: null });
    // Without its hold it still holds its room: the slot's one bath start is not offered again.
    const others = await slotsOf(t.app, await makePatron(t, 74), NIGHT);
    const startsLeft = others
      .find((s) => s.timeSlot === slots[6])
      ?.availableReservations.find(
        (a) => a.bath && !a.handicapped && !a.kallah && !a.doubleSlot && !a.parking,
      );
    expect(startsLeft?.available).toBe(3);
    // Back within her access token's 15 minutes, she pays the rest.
    t.clock.set(NOW);
    expect(await payFor(rivka, bath, 14)).toMatchObject({ reservationStatus: 'Reserved', balance: 0 });
  });

  it('still releases an unpaid hold that ran out, and a replacement of an unpaid booking stays Pending', async () => {
    t.clock.set(NOW);
    const sarah = await makePatron(t, 75);
    const first = await bookAt(sarah, NIGHT, slots[8]);
    const moved = await bookAt(sarah, NIGHT, slots[9], { replacingReservationId: first.id });
    expect(moved).toMatchObject({ reservationStatus: 'Pending', balance: 36 });
    t.clock.set(new Date(NOW.getTime() + 21 * 60_000));
    expect(await releaseHold(contextOf(t.app), moved.id)).toBe('released');
    expect(await statusOf(moved.id)).toBe('Canceled');
  });
});

describe('replacing a paid Shabbos-mode reservation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(() => t.close());

  it('is Reserved: the Shabbos payment made beforehand moves with it', async () => {
    const dina = await makePatron(t, 80);
    const slots = (await slotsOf(t.app, dina, FRIDAY)).map((s) => s.timeSlot);
    const first = (
      await book(t.app, dina, { reservationDate: FRIDAY, reservationTime: slots[0], ...shower })
    ).json().result;
    expect(first).toMatchObject({ reservationStatus: 'Pending', shabbosMode: true });
    const paid = await pay(t.app, dina, {
      amt: first.balance,
      reservationId: first.id,
      sourceToken: await tokenOf(t.app),
    });
    expect(paid.json().result).toMatchObject({ reservationStatus: 'Reserved', balance: 0 });
    const moved = await book(t.app, dina, {
      reservationDate: FRIDAY,
      reservationTime: slots[1],
      ...shower,
      replacingReservationId: first.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result).toMatchObject({ reservationStatus: 'Reserved', balance: 0, paid: true });
  });
});
