import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLedgerEntries, listLedger } from '../../../src/modules/reservations/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, showersAt, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const LATER = '2026-12-09';

describe('reservations: replace, status, notes and who may see what', () => {
  let t: TestApp;
  let dina: Patron;
  let rivka: Patron;
  let desk: Patron;
  let slots: string[];
  let later: string[];
  beforeAll(async () => {
    // Several of one patron's bookings share a night here; the per-night limit has its own file.
    t = await createTestApp({
      now: '2026-12-01T18:00:00Z',
      settings: { reservationStartAtSameTime: '1', maxReservationsPerNight: '10' },
    });
    dina = await makePatron(t, 50);
    rivka = await makePatron(t, 51);
    desk = await makePatron(t, 52, 'Receptionist');
    slots = (await slotsOf(t.app, dina, NIGHT)).map((s) => s.timeSlot);
    later = (await slotsOf(t.app, dina, LATER)).map((s) => s.timeSlot);
  });
  afterAll(() => t.close());

  const at = (date: string, time: string | undefined, extra: object = {}) => ({
    reservationDate: date,
    reservationTime: time,
    ...shower,
    ...extra,
  });
  const status = (who: Patron, id: string, value: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/status/`,
      headers: auth(who),
      payload: { status: value },
    });
  const notes = (who: Patron, id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/api/reservations/${id}/notes`, headers: auth(who), payload });
  const get = (who: Patron, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/api/reservations/${id}`, headers: auth(who) });

  it('replaces a reservation: the old one becomes Replaced, its payments move, its room is free again', async () => {
    const old = (await book(t.app, dina, at(NIGHT, slots[0]))).json().result;
    await insertLedgerEntries(t.db, [
      {
        reservationId: old.id,
        userId: dina.userId,
        kind: 'payment',
        method: 'CreditCard',
        amountCents: 2000,
        status: 'succeeded',
        reference: 'ch_1',
        createdAt: t.clock.now(),
        createdBy: dina.userId,
      },
    ]);
    // One start per slot: the slot is full for others, but the replacement may take her own place.
    expect(showersAt(await slotsOf(t.app, rivka, NIGHT), slots[0] ?? '')).toBe(0);
    expect(
      showersAt(await slotsOf(t.app, dina, NIGHT, `&replacingreservationid=${old.id}`), slots[0] ?? ''),
    ).toBe(1);
    const res = await book(t.app, dina, at(NIGHT, slots[0], { bath: true, replacingReservationId: old.id }));
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().result;
    expect(fresh).toMatchObject({
      replacingReservationId: old.id,
      reservationStatus: 'Reserved',
      roomType: 'bath',
      price: { total: 50 },
      amountPaid: 20,
      balance: 30,
      payments: [expect.objectContaining({ method: 'CreditCard', amount: 20, reference: 'ch_1' })],
    });
    expect(fresh.reservationId).toBeGreaterThan(old.reservationId);
    const was = (await get(dina, old.id)).json();
    expect(was).toMatchObject({ reservationStatus: 'Replaced', amountPaid: 0, payments: [] });
    expect(was.statusHistory.at(-1)).toMatchObject({
      previousReservationStatus: 'Reserved',
      newReservationStatus: 'Replaced',
    });
    expect(await listLedger(t.db, [old.id])).toEqual([
      expect.objectContaining({ kind: 'charge', method: 'Room' }),
    ]);
    const again = await book(t.app, dina, at(NIGHT, slots[1], { replacingReservationId: old.id }));
    expect(again.json()).toEqual(refusal('Only a Reserved or Pending reservation can be changed.'));
  });

  it("refuses to replace someone else's reservation (as if it did not exist) and changes nothing", async () => {
    const hers = (await book(t.app, rivka, at(NIGHT, slots[3]))).json().result;
    for (const id of [hers.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await book(t.app, dina, at(LATER, later[0], { replacingReservationId: id }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'You may only change your own reservations.' });
    }
    expect((await get(rivka, hers.id)).json()).toMatchObject({ reservationStatus: 'Reserved' });
    expect(showersAt(await slotsOf(t.app, dina, LATER), later[0] ?? '')).toBe(1);
  });

  it('lets a patron see and cancel only her own, recording who and from where', async () => {
    const mine = (await book(t.app, dina, at(LATER, later[2]))).json().result;
    expect((await get(rivka, mine.id)).statusCode).toBe(403);
    expect((await get(rivka, mine.id)).json()).toEqual({
      Message: 'You may only see your own reservations.',
    });
    expect((await get(rivka, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    expect((await get(desk, '00000000-0000-4000-8000-000000000000')).json()).toEqual({
      Message: 'Reservation not found.',
    });
    expect((await get(desk, mine.id)).statusCode).toBe(200);
    expect((await status(rivka, mine.id, 'Canceled')).statusCode).toBe(403);
    const arrived = await status(dina, mine.id, 'Arrived');
    expect(arrived.statusCode).toBe(400);
    expect(arrived.json()).toEqual(refusal('You may only cancel your reservation.'));
    expect((await status(dina, mine.id, 'Whatever')).json().errorMessage).toMatch(
      /^Choose a reservation status: Pending, Reserved, .*, Ready for Mikvah, .* or Replaced\.$/,
    );
    const canceled = await status(dina, mine.id, 'Canceled');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().result.reservationStatus).toBe('Canceled');
    expect(canceled.json().result.statusHistory.at(-1)).toMatchObject({
      previousReservationStatus: 'Reserved',
      newReservationStatus: 'Canceled',
      statusLastUpdatedByUser: dina.userId,
      statusLastUpdatedByIp: '127.0.0.1',
    });
    expect((await status(dina, mine.id, 'Canceled')).json()).toEqual(
      refusal('A Canceled reservation is already Canceled.'),
    );
    expect(showersAt(await slotsOf(t.app, dina, LATER), later[2] ?? '')).toBe(1);
  });

  it('lets staff move a reservation along the allowed path and refuses any other move', async () => {
    const r = (await book(t.app, rivka, at(LATER, later[4]))).json().result;
    expect((await status(desk, r.id, 'Arrived')).json().result.reservationStatus).toBe('Arrived');
    expect((await status(desk, r.id, 'Done')).json()).toEqual(
      refusal('An Arrived reservation cannot become Done.'),
    );
    expect((await status(desk, r.id, 'Replaced')).statusCode).toBe(400);
  });

  it('changes notes: a patron her userNotes and reservationNotes, staff also notes; with limits', async () => {
    const r = (await book(t.app, rivka, at(LATER, later[6]))).json().result;
    const own = await notes(rivka, r.id, { userNotes: ' Late by 5 ', reservationNotes: 'Towels' });
    expect(own.json().result).toMatchObject({
      userNotes: 'Late by 5',
      reservationNotes: 'Towels',
      notes: null,
    });
    expect((await notes(rivka, r.id, { notes: 'x' })).json()).toEqual(
      refusal('Only staff may change the note to the attendant.'),
    );
    expect((await notes(dina, r.id, { userNotes: 'x' })).statusCode).toBe(403);
    const long = await notes(rivka, r.id, { userNotes: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ Message: 'The note must be at most 500 characters.' });
    expect((await notes(rivka, r.id, {})).json()).toEqual(
      refusal('Give a note to change: Note to Attendant, User Notes or Reservation Notes.'),
    );
    const staff = await notes(desk, r.id, { notes: 'VIP', userNotes: '' });
    expect(staff.json().result).toMatchObject({ notes: 'VIP', userNotes: null, reservationNotes: 'Towels' });
  });

  it("lists a user's reservations by night and slot, her own only", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/findbyuser?user=${rivka.userId}&dateFrom=2026-12-01`,
      headers: auth(rivka),
    });
    const list = res.json<{ reservationDate: string; reservationTime: string }[]>();
    expect(list.length).toBe(3);
    const keys = list.map((r) => `${r.reservationDate} ${r.reservationTime}`);
    expect(keys).toEqual([...keys].sort());
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/findbyuser?user=${rivka.userId}&dateFrom=2026-12-05&dateTo=2026-12-06`,
      headers: auth(rivka),
    });
    expect(none.json()).toEqual([]);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/findbyuser?user=${rivka.userId}`,
      headers: auth(dina),
    });
    expect(other.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/findbyuser?dateFrom=tomorrow`,
      headers: auth(dina),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: 'dateFrom must be a date as YYYY-MM-DD.' });
  });

  it('refuses to change or replace a reservation of a past night, and to book for a user who does not exist', async () => {
    const r = (await book(t.app, dina, at(NIGHT, slots[10]))).json().result;
    const ghost = await book(
      t.app,
      desk,
      at(NIGHT, slots[11], { userId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(ghost.json()).toEqual(refusal('There is no such user.'));
    t.clock.set(new Date('2026-12-03T18:00:00Z'));
    try {
      const again = await makePatron(t, 50);
      const past = "You can't book or change a past night.";
      expect((await status(again, r.id, 'Canceled')).json()).toEqual(refusal(past));
      expect((await notes(again, r.id, { userNotes: 'x' })).json()).toEqual(refusal(past));
      const replaced = await book(t.app, again, at(LATER, later[8], { replacingReservationId: r.id }));
      expect(replaced.json()).toEqual(refusal(past));
      expect((await get(again, r.id)).json()).toMatchObject({
        reservationStatus: 'Reserved',
        userNotes: null,
      });
    } finally {
      t.clock.set(new Date('2026-12-01T18:00:00Z'));
    }
  });
});
