import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { findReservation } from '../../../src/modules/reservations/repo.ts';
import { upsertOverride } from '../../../src/modules/schedule/repo.ts';
import { changeSetting } from '../../../src/modules/settings/service.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Patron, SlotEntry } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, showersAt, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

describe('reservations: booking', () => {
  let t: TestApp;
  let dina: Patron;
  let slots: SlotEntry[];
  let first: string;
  beforeAll(async () => {
    // Several of one patron's bookings share a night here; the per-night limit has its own file.
    t = await createTestApp({ now: '2026-12-01T18:00:00Z', settings: { maxReservationsPerNight: '10' } });
    dina = await makePatron(t, 1);
    slots = await slotsOf(t.app, dina, NIGHT);
    first = slots[0]?.timeSlot ?? '';
  });
  afterAll(() => t.close());

  it("lists the night's slots with every combination", () => {
    expect(slots.length).toBeGreaterThan(4);
    expect(first).toMatch(/^2026-12-02T\d\d:\d\d:00-08:00$/);
    expect(slots[0]?.availableReservations).toHaveLength(32);
    expect(showersAt(slots, first)).toBe(4);
  });

  it('books a shower: Reserved, a 5-digit code, the price in dollars, charges in cents', async () => {
    const res = await book(t.app, dina, {
      reservationDate: NIGHT,
      reservationTime: first,
      ...shower,
      userNotes: 'hi',
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().result;
    expect(r).toMatchObject({
      userId: dina.userId,
      reservationDate: NIGHT,
      reservationTime: first,
      reservationStatus: 'Reserved',
      waitingCode: null,
      replacingReservationId: null,
      roomType: 'shower',
      advanceReservation: true,
      price: { room: 36, parking: 0, salon: 0, doubleSlot: 0, total: 36 },
      balance: 36,
      amountPaid: 0,
      paid: false,
      userNotes: 'hi',
      payments: [],
      room: null,
      scheduleDate: NIGHT,
      shabbosMode: false,
    });
    expect(r.reservationCode).toMatch(/^\d{5}$/);
    expect(r.statusHistory).toEqual([
      expect.objectContaining({
        previousReservationStatus: null,
        newReservationStatus: 'Reserved',
        statusLastUpdatedByUser: dina.userId,
      }),
    ]);
    expect(showersAt(await slotsOf(t.app, dina, NIGHT), first)).toBe(3);
    const row = await findReservation(t.db, r.id);
    expect(row?.status).toBe('Reserved');
    expect(await listAuditEntries(t.db, 'reservation', r.id)).toHaveLength(1);
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${r.id}`,
      headers: auth(dina),
    });
    expect(got.json()).toEqual(r);
  });

  it('answers a double submit with the first reservation (same booking within seconds, or a repeated Idempotency-Key)', async () => {
    const rivka = await makePatron(t, 2);
    const body = { reservationDate: NIGHT, reservationTime: slots[2]?.timeSlot, ...shower };
    const [a, b] = await Promise.all([book(t.app, rivka, body), book(t.app, rivka, body)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().result.id).toBe(a.json().result.id);
    const keyed = { headers: { 'idempotency-key': 'k-123' } };
    const body2 = { ...body, reservationTime: slots[3]?.timeSlot };
    const c = await book(t.app, rivka, body2, keyed);
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const d = await book(t.app, rivka, body2, keyed);
    expect(d.json().result.id).toBe(c.json().result.id);
    const e = await book(t.app, rivka, body2);
    expect(e.json().result.id).not.toBe(c.json().result.id);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/findbyuser?user=${rivka.userId}`,
      headers: auth(rivka),
    });
    expect(mine.json()).toHaveLength(3);
    t.clock.set(new Date('2026-12-01T18:00:00Z'));
  });

  it('refuses a time that is not on the grid, a night too far or past, and a bad combination', async () => {
    const cases: [object, string][] = [
      [{ reservationTime: '2026-12-02T16:01:00-08:00' }, "The time is not one of the night's time slots."],
      [{ reservationTime: 'soon' }, "The time is not one of the night's time slots."],
      [{ reservationDate: '2027-12-31' }, 'Reservations open a year ahead at most.'],
      [{ reservationDate: '2026-11-30' }, "You can't book or change a past night."],
      [
        { salonManicure: true, salonBoth: true },
        'Choose either the manicure or the manicure and pedicure, not both.',
      ],
      [
        { handicapped: true, kallah: true, bath: true },
        'Choose one room: shower, bath, accessible or Kallah.',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await book(t.app, dina, {
        reservationDate: NIGHT,
        reservationTime: first,
        ...shower,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
  });

  it('answers 409 when the slot is full; staff may ignore availability, a patron may not', async () => {
    const slot = slots[6]?.timeSlot ?? '';
    const body = { reservationDate: NIGHT, reservationTime: slot, ...shower };
    for (let i = 0; i < 4; i++)
      expect((await book(t.app, await makePatron(t, 10 + i), body)).statusCode).toBe(200);
    expect(showersAt(await slotsOf(t.app, dina, NIGHT), slot)).toBe(0);
    const full = await book(t.app, dina, body, { query: '&ignoreAvailability=True' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual(
      refusal('Sorry, that time is no longer available. Please choose another time.'),
    );
    const desk = await makePatron(t, 20, 'Receptionist');
    const forced = await book(
      t.app,
      desk,
      { ...body, userId: dina.userId },
      { query: '&ignoreAvailability=True' },
    );
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().result).toMatchObject({ userId: dina.userId, reservationStatus: 'Reserved' });
    const other = await book(t.app, dina, { ...body, userId: desk.userId });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ Message: 'Only staff may book for another user.' });
  });

  it('refuses a closed night, a shut down site and a night past its cutoff (staff may pass the cutoff)', async () => {
    await upsertOverride(
      t.db,
      { date: '2026-12-03', closed: true, openTime: null, closeTime: null, note: null },
      t.clock.now(),
      'test',
    );
    const closed = await book(t.app, dina, {
      reservationDate: '2026-12-03',
      reservationTime: first,
      ...shower,
    });
    expect(closed.json()).toEqual(refusal('The mikvah is closed that night.'));
    expect(await slotsOf(t.app, dina, '2026-12-03')).toEqual([]);

    await changeSetting(t, { key: 'shutdown', value: 'True', actor: { userId: 'test', ip: null } });
    const shut = await book(t.app, dina, { reservationDate: NIGHT, reservationTime: first, ...shower });
    expect(shut.json()).toEqual(refusal('Online booking is paused. Please call the mikvah to reserve.'));
    await changeSetting(t, { key: 'shutdown', value: 'False', actor: { userId: 'test', ip: null } });

    const schedule = await t.app.inject({
      method: 'GET',
      url: `/api/api/settings/schedule?from=${NIGHT}&days=1`,
    });
    const cutoff = Date.parse(schedule.json()[0].bookingCutoff);
    t.clock.set(new Date(cutoff + 1000));
    try {
      const late = await book(
        t.app,
        await makePatron(t, 22),
        { reservationDate: NIGHT, reservationTime: slots[8]?.timeSlot, ...shower },
        { query: '&ignoreCutoff=True' },
      );
      expect(late.json()).toEqual(refusal('Booking for this night has closed.'));
      const desk = await makePatron(t, 21, 'Admin');
      const staff = await book(
        t.app,
        desk,
        { reservationDate: NIGHT, reservationTime: slots[8]?.timeSlot, ...shower },
        { query: '&ignoreCutoff=True' },
      );
      expect(staff.statusCode, staff.body).toBe(200);
    } finally {
      t.clock.set(new Date('2026-12-01T18:00:00Z'));
    }
  });
});
