import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reservations, rooms } from '../../src/db/schema.ts';
import { listAuditEntries } from '../../src/modules/audit/repo.ts';
import { insertAttendant } from '../../src/modules/attendants/repo.ts';
import { insertExclusion } from '../../src/modules/excluded-attendants/repo.ts';
import { removeNightAttendant, setNightAttendant } from '../../src/modules/building/repo.ts';
import { refusal } from '../helpers/answers.ts';
import { auth, book, makePatron, makePatrons, shower, slotsOf } from '../helpers/reservations.ts';
import type { Patron } from '../helpers/reservations.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

const NIGHT = '2026-12-01';
const EAST = 1;
const WEST = 2;

interface Staff {
  id: string;
  reservationStatus: string;
  waitingCode: string | null;
  cubicle: { id: number; name: string } | null;
  room: {
    id: number;
    number: string;
    type: string;
    status: string;
    section: { id: number; attendant: unknown };
  } | null;
  timeArrived: string | null;
  timeCompleted: string | null;
  statusHistory: { previousReservationStatus: string | null; newReservationStatus: string }[];
  roomAssignedHistory: { roomNumber: string; dateReleased: string | null }[];
}

describe('the night: check-in, rooms, waiting, cubicles (docs/staff-api.md)', () => {
  let t: TestApp;
  let desk: Patron;
  let admin: Patron;
  let plates: Patron;
  let patrons: Patron[];
  const ids: string[] = [];
  let leah: number;
  let rina: number;

  beforeAll(async () => {
    // Booked the day before, then the clock sits on the night itself (18:00 in Los Angeles).
    t = await createTestApp({ now: '2026-11-30T18:00:00Z' });
    await signInAll();
    const slots = await slotsOf(t.app, patrons[0]!, NIGHT);
    for (const [i, p] of patrons.entries()) {
      const res = await book(t.app, p, {
        reservationDate: NIGHT,
        reservationTime: slots[i % slots.length]!.timeSlot,
        ...shower,
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json<{ result: { id: string } }>().result.id);
    }
    const when = t.clock.now();
    leah = (
      await insertAttendant(t.db, { firstName: 'Leah', lastName: 'Katz', active: true, at: when, by: 'test' })
    ).id;
    rina = (
      await insertAttendant(t.db, { firstName: 'Rina', lastName: 'Gold', active: true, at: when, by: 'test' })
    ).id;
    await setNightAttendant(t.db, {
      night: NIGHT,
      sectionId: EAST,
      attendantId: leah,
      at: when,
      by: 'test',
    });
    await setNightAttendant(t.db, {
      night: NIGHT,
      sectionId: WEST,
      attendantId: rina,
      at: when,
      by: 'test',
    });
    // Patron 0 asked not to be prepared by Leah, who works East tonight.
    await insertExclusion(t.db, patrons[0]!.userId, leah, when);
    await at('2026-12-02T02:00:00Z');
  });
  afterAll(() => t.close());

  async function signInAll() {
    desk = await makePatron(t, 500, 'Receptionist');
    admin = await makePatron(t, 501, 'Admin');
    plates = await makePatron(t, 502, 'UserPlateAdmin');
    patrons = await makePatrons(t, 510, 8);
  }
  /** Moves the clock; access tokens last 15 minutes, so everyone signs in again. */
  async function at(instant: string) {
    t.clock.set(new Date(instant));
    await signInAll();
  }

  /** Only these rooms are open tonight; the rest are Offline. */
  async function openOnly(numbers: string[]) {
    await t.db.update(rooms).set({ status: 'Offline' });
    await t.db.update(rooms).set({ status: 'Available' }).where(inArray(rooms.number, numbers));
  }
  async function roomId(number: string): Promise<number> {
    const [r] = await t.db.select().from(rooms).where(eq(rooms.number, number));
    return r!.id;
  }
  async function roomStatus(number: string): Promise<string> {
    const [r] = await t.db.select().from(rooms).where(eq(rooms.number, number));
    return r!.status;
  }
  const checkin = (id: string, who: Patron = desk) =>
    t.app.inject({ method: 'POST', url: `/api/api/reservations/${id}/checkin`, headers: auth(who) });
  const setRoom = (id: number | string, status: string, who: Patron = desk) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/${id}/status`,
      headers: auth(who),
      payload: { status },
    });
  const setStatus = (id: string, status: string, who: Patron = desk) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/status/`,
      headers: auth(who),
      payload: { status },
    });
  const details = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${id}/details`,
      headers: auth(desk),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Staff>();
  };
  const result = (res: { json: <T>() => T }) => res.json<{ result: Staff }>().result;

  beforeEach(async () => {
    // No one stays in a room between tests: each test sets the rooms it needs.
    await t.db
      .update(reservations)
      .set({ status: 'Reserved', roomId: null, cubicleId: null, waitingCode: null, timeArrived: null })
      .where(inArray(reservations.id, ids));
  });

  it('is for the desk only: a patron and a plate administrator get 403, no token 401', async () => {
    for (const who of [patrons[1]!, plates]) {
      for (const res of [
        await checkin(ids[1]!, who),
        await setRoom(1, 'Cleaning', who),
        await t.app.inject({
          method: 'GET',
          url: `/api/api/reservations/day?dt=${NIGHT}`,
          headers: auth(who),
        }),
        await t.app.inject({
          method: 'POST',
          url: `/api/api/reservations/${ids[1]}/cubicle`,
          headers: auth(who),
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ Message: 'This needs one of the roles Receptionist, Admin.' });
      }
    }
    const bare = await t.app.inject({ method: 'POST', url: `/api/api/reservations/${ids[1]}/checkin` });
    expect(bare.statusCode).toBe(401);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, ids[1]!));
    expect(row?.status).toBe('Reserved');
  });

  it('never gives a room in a section whose attendant she excluded; No Attendant is fine', async () => {
    await openOnly(['1', '15']);
    const res = await checkin(ids[0]!);
    expect(res.statusCode, res.body).toBe(200);
    const r = result(res);
    expect(r.reservationStatus).toBe('Assigned');
    expect(r.room).toMatchObject({
      number: '15',
      status: 'Occupied',
      section: { id: WEST, attendant: { id: rina, firstName: 'Rina', lastName: 'Gold' } },
    });
    expect(r.statusHistory.map((h) => h.newReservationStatus)).toEqual(['Reserved', 'Arrived', 'Assigned']);
    expect(r.timeArrived).toBe('2026-12-01T18:00:00-08:00');
    expect(r.roomAssignedHistory).toEqual([
      expect.objectContaining({ roomNumber: '15', dateReleased: null }),
    ]);
    // Only the excluded attendant's room is left: she waits rather than go there.
    await t.db
      .update(reservations)
      .set({ status: 'Reserved', roomId: null })
      .where(eq(reservations.id, ids[0]!));
    await openOnly(['1']);
    const waits = result(await checkin(ids[0]!));
    expect(waits.reservationStatus).toBe('Waiting');
    expect(waits.room).toBeNull();
    // A section with No Attendant takes her.
    await t.db
      .update(reservations)
      .set({ status: 'Reserved', waitingCode: null })
      .where(eq(reservations.id, ids[0]!));
    await openOnly(['2']);
    await removeNightAttendant(t.db, NIGHT, EAST);
    const east = result(await checkin(ids[0]!));
    expect(east.room).toMatchObject({ number: '2', section: { id: EAST, attendant: null } });
    await setNightAttendant(t.db, {
      night: NIGHT,
      sectionId: EAST,
      attendantId: leah,
      at: t.clock.now(),
      by: 'test',
    });
  });

  it('prefers the section with fewer people, then the lowest number; a shower takes a bath room last', async () => {
    await openOnly(['3', '4', '16', '8']);
    const first = result(await checkin(ids[1]!));
    expect(first.room?.number).toBe('3');
    const second = result(await checkin(ids[2]!));
    expect(second.room?.number).toBe('16'); // East has one person now
    const third = result(await checkin(ids[3]!));
    expect(third.room?.number).toBe('4');
    const fourth = result(await checkin(ids[4]!));
    expect(fourth.room?.number).toBe('8'); // no shower room left: a bath room
  });

  it('without a free room: Waiting with a 3-digit code, a cubicle on request, Cancel Check In frees both', async () => {
    await openOnly([]);
    const res = await checkin(ids[5]!);
    const waiting = result(res);
    expect(waiting.reservationStatus).toBe('Waiting');
    expect(waiting.waitingCode).toMatch(/^\d{3}$/);
    expect(waiting.statusHistory.map((h) => h.newReservationStatus)).toEqual([
      'Reserved',
      'Arrived',
      'Waiting',
    ]);
    const other = result(await checkin(ids[6]!));
    expect(other.waitingCode).not.toBe(waiting.waitingCode);

    const lend = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/api/reservations/${id}/cubicle`, headers: auth(admin) });
    const lent = await lend(ids[5]!);
    expect(lent.statusCode, lent.body).toBe(200);
    expect(result(lent).cubicle).toEqual({ id: 1, name: 'C1' });
    expect((await lend(ids[5]!)).json()).toEqual(refusal('She already has a cubicle.'));
    expect(result(await lend(ids[6]!)).cubicle?.name).toBe('C2');
    const notWaiting = await lend(ids[7]!);
    expect(notWaiting.statusCode).toBe(400);
    expect(notWaiting.json()).toEqual(
      refusal('A cubicle is lent only while she waits; this reservation is Reserved.'),
    );

    const canceled = await setStatus(ids[5]!, 'Reserved');
    expect(canceled.statusCode, canceled.body).toBe(200);
    const back = await details(ids[5]!);
    expect(back).toMatchObject({
      reservationStatus: 'Reserved',
      waitingCode: null,
      cubicle: null,
      timeArrived: null,
    });
    // C1 is free again: the next patron who waits gets it.
    await checkin(ids[7]!);
    expect(result(await lend(ids[7]!)).cubicle?.name).toBe('C1');
    // A staff Cancel of a Waiting reservation frees them too.
    expect((await setStatus(ids[7]!, 'Canceled')).statusCode).toBe(200);
    expect(await details(ids[7]!)).toMatchObject({
      reservationStatus: 'Canceled',
      waitingCode: null,
      cubicle: null,
    });
    await t.db.update(reservations).set({ status: 'Reserved' }).where(eq(reservations.id, ids[7]!));
  });

  it('a room made Ready goes to the longest-waiting patron it fits, skipping an excluded attendant', async () => {
    await openOnly([]);
    await checkin(ids[0]!); // waits first, but excluded Leah (East)
    await at('2026-12-02T02:05:00Z');
    await checkin(ids[1]!);
    await at('2026-12-02T02:10:00Z');
    await checkin(ids[2]!);
    await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${ids[1]}/cubicle`,
      headers: auth(desk),
    });
    const five = await roomId('5');
    await t.db.update(rooms).set({ status: 'NeedsCleaning' }).where(eq(rooms.id, five));
    const cleaning = await setRoom(five, 'Cleaning');
    expect(cleaning.json()).toEqual({ success: true, errorMessage: null, result: null });
    const ready = await setRoom(five, 'Ready');
    expect(ready.statusCode, ready.body).toBe(200);
    const given = result(ready);
    expect(given.id).toBe(ids[1]);
    expect(given).toMatchObject({ reservationStatus: 'Assigned', cubicle: null, room: { number: '5' } });
    expect(await roomStatus('5')).toBe('Occupied');
    // A West room goes to patron 0, who has waited longest.
    const sixteen = await roomId('16');
    expect(result(await setRoom(sixteen, 'Available')).id).toBe(ids[0]);
    await at('2026-12-02T02:00:00Z');
  });

  it('walks the whole visit from the room; Done frees the room for cleaning', async () => {
    await openOnly(['17']);
    const seventeen = await roomId('17');
    const assigned = result(await checkin(ids[3]!));
    expect(assigned.room?.id).toBe(seventeen);
    // The room is in use: its own status cannot be set, and Occupied is never set by hand.
    const busy = await setRoom(seventeen, 'Cleaning');
    expect(busy.json()).toEqual(refusal('Room 17 has a patron in it; finish her visit first.'));
    expect((await setRoom(seventeen, 'Occupied')).json()).toEqual(
      refusal('A room becomes Occupied only when a patron is given it.'),
    );
    const skip = await setRoom(seventeen, 'Dressing');
    expect(skip.statusCode).toBe(400);
    expect(skip.json()).toEqual(refusal('An Assigned reservation cannot become Dressing.'));
    for (const status of ['Prep', 'ReadyForMikvah', 'Dressing']) {
      const res = await setRoom(seventeen, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(result(res).reservationStatus).toBe(status);
    }
    await at('2026-12-02T03:00:00Z');
    const done = result(await setRoom(seventeen, 'Done'));
    expect(done).toMatchObject({ reservationStatus: 'Done', timeCompleted: '2026-12-01T19:00:00-08:00' });
    // Her earlier tests' rooms come first; this visit's assignment is the last, now released.
    expect(done.roomAssignedHistory.at(-1)).toMatchObject({
      roomNumber: '17',
      dateReleased: '2026-12-01T19:00:00-08:00',
    });
    expect(await roomStatus('17')).toBe('NeedsCleaning');
    expect(done.statusHistory.slice(-6).map((h) => h.newReservationStatus)).toEqual([
      'Arrived',
      'Assigned',
      'Prep',
      'ReadyForMikvah',
      'Dressing',
      'Done',
    ]);
    // The room is empty now.
    expect((await setRoom(seventeen, 'Prep')).json()).toEqual(refusal('Room 17 is empty.'));
    const audit = await listAuditEntries(t.db, 'room', String(seventeen));
    expect(audit.map((a) => a.after)).toContainEqual({ status: 'NeedsCleaning' });
    expect(audit.every((a) => a.userId === desk.userId)).toBe(true);
    await at('2026-12-02T02:00:00Z');
  });

  it('never gives a room of the wrong type: a bath waits while only shower rooms are free', async () => {
    await t.db.update(reservations).set({ bath: true }).where(eq(reservations.id, ids[6]!));
    await openOnly(['6', '21']);
    const waits = result(await checkin(ids[6]!));
    expect(waits).toMatchObject({ reservationStatus: 'Waiting', room: null });
    // A shower room made Ready is not hers either; a bath room is.
    expect((await setRoom(await roomId('6'), 'Ready')).json()).toMatchObject({ result: null });
    const given = result(await setRoom(await roomId('9'), 'Ready'));
    expect(given).toMatchObject({
      id: ids[6],
      reservationStatus: 'Assigned',
      room: { number: '9', type: 'bath' },
    });
    await t.db.update(reservations).set({ bath: false }).where(eq(reservations.id, ids[6]!));
  });

  it('the reservation status call moves the visit as the room does, Done freeing the room', async () => {
    await openOnly(['20']);
    expect(result(await checkin(ids[7]!)).room?.number).toBe('20');
    for (const status of ['Prep', 'ReadyForMikvah', 'ReadyForMikvahNext', 'Dressing', 'Done']) {
      const res = await setStatus(ids[7]!, status);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await details(ids[7]!)).toMatchObject({
      reservationStatus: 'Done',
      timeCompleted: '2026-12-01T18:00:00-08:00',
    });
    expect(await roomStatus('20')).toBe('NeedsCleaning');
  });

  it('two desks checking in at once for the last free room: one room, one waits', async () => {
    await openOnly(['18']);
    const [a, b] = await Promise.all([checkin(ids[4]!), checkin(ids[5]!, admin)]);
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode, b!.body).toBe(200);
    const statuses = [result(a!).reservationStatus, result(b!).reservationStatus].sort();
    expect(statuses).toEqual(['Assigned', 'Waiting']);
    const inRoom = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.roomId, await roomId('18')));
    expect(inRoom.filter((r) => r.status === 'Assigned')).toHaveLength(1);
  });

  it('refuses what the night does not allow, and changes nothing', async () => {
    await openOnly(['19']);
    result(await checkin(ids[6]!));
    const again = await checkin(ids[6]!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(
      refusal('Only a Reserved reservation can be checked in; this one is Assigned.'),
    );
    // A bare status cannot give a room.
    const bare = await setStatus(ids[7]!, 'Arrived');
    expect(bare.statusCode).toBe(200);
    expect((await setStatus(ids[7]!, 'Assigned')).json()).toEqual(
      refusal('A room is given at check-in, or when a room becomes free (POST rooms/{id}/status).'),
    );
    // Another night is not checked in tonight.
    await at('2026-12-03T02:00:00Z');
    const tomorrow = await checkin(ids[5]!);
    expect(tomorrow.json()).toEqual(
      refusal("Check-in is only for tonight's reservations (2026-12-02); this one is for 2026-12-01."),
    );
    // Until dailyShutdownHour the night before is still running.
    await at('2026-12-02T08:30:00Z');
    expect((await checkin(ids[5]!)).statusCode).toBe(200);
    await at('2026-12-02T02:00:00Z');

    const bad = [
      [await setRoom('abc', 'Cleaning'), 400, { Message: 'The room id must be a whole number.' }],
      [await setRoom(99_999, 'Cleaning'), 404, { Message: 'Room not found.' }],
      [
        await setRoom(1, 'Sparkling'),
        400,
        refusal(
          'status must be one of Prep, ReadyForMikvah, ReadyForMikvahNext, InMikvah, Dressing, Done, Offline, Available, NeedsCleaning, Cleaning, Ready.',
        ),
      ],
      [await checkin('not-an-id'), 400, { Message: 'The reservation id is not a reservation id.' }],
      [await checkin('00000000-0000-4000-8000-000000000000'), 404, { Message: 'Reservation not found.' }],
    ] as const;
    for (const [res, status, body] of bad) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual(body);
    }
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/api/rooms/1/status',
      headers: auth(desk),
    });
    expect(noBody.statusCode).toBe(400);
    expect(await roomStatus('1')).toBe('Offline');
  });
});
