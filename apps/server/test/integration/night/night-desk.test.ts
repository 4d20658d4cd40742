import { eq } from 'drizzle-orm';
import { formatInstant, readSettings } from '@tevila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reservations } from '../../../src/db/schema.ts';
import { insertAccessLog } from '../../../src/modules/garage/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';
const NEXT = '2026-12-02';
const IP = '10.9.8.7';

describe('the night: day list, details, supplies, desk payments (docs/staff-api.md)', () => {
  let t: TestApp;
  let desk: Patron;
  let admin: Patron;
  let plates: Patron;
  let dina: Patron;
  let rivka: Patron;
  let sara: Patron;
  let dinaId: string;
  let rivkaId: string;
  let rivkaNext: string;
  let saraId: string;
  let slot: string;

  async function signInAll() {
    desk = await makePatron(t, 600, 'Receptionist');
    admin = await makePatron(t, 601, 'Admin');
    plates = await makePatron(t, 602, 'UserPlateAdmin');
    dina = await makePatron(t, 603);
    rivka = await makePatron(t, 604);
    sara = await makePatron(t, 605);
  }

  beforeAll(async () => {
    // One patron books several reservations of one night here.
    t = await createTestApp({ now: '2026-11-30T18:00:00Z', settings: { maxReservationsPerNight: '50' } });
    await signInAll();
    const slots = await slotsOf(t.app, dina, NIGHT);
    slot = slots[1]!.timeSlot;
    const booked = async (who: Patron, night: string, time: string) => {
      const res = await book(t.app, who, { reservationDate: night, reservationTime: time, ...shower });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ result: { id: string } }>().result.id;
    };
    dinaId = await booked(dina, NIGHT, slot);
    rivkaId = await booked(rivka, NIGHT, slots[0]!.timeSlot);
    rivkaNext = await booked(rivka, NEXT, (await slotsOf(t.app, rivka, NEXT))[0]!.timeSlot);
    saraId = await booked(sara, NIGHT, slots[2]!.timeSlot);
    const replaced = await booked(sara, NIGHT, slots[3]!.timeSlot);
    await t.db.update(reservations).set({ status: 'Replaced' }).where(eq(reservations.id, replaced));
    await insertAccessLog(t.db, {
      door: 'garage-1-outer',
      at: new Date('2026-12-02T01:55:00Z'),
      userId: dina.userId,
      reservationId: dinaId,
      distanceFeet: 120,
      ip: null,
    });
    t.clock.set(new Date('2026-12-02T02:00:00Z'));
    await signInAll();
  });
  afterAll(() => t.close());

  const get = (url: string, who: Patron = desk) =>
    t.app.inject({ method: 'GET', url: `/api/api/${url}`, headers: auth(who) });
  const post = (url: string, payload: object | undefined, who: Patron = desk) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/${url}`,
      headers: auth(who),
      remoteAddress: IP,
      ...(payload !== undefined ? { payload } : {}),
    });

  it('lists the night by slot time, without Replaced reservations, for the desk only', async () => {
    for (const who of [dina, plates])
      expect((await get(`reservations/day?dt=${NIGHT}`, who)).statusCode).toBe(403);
    for (const dt of ['2026-02-30', 'tomorrow', ''])
      expect((await get(`reservations/day?dt=${dt}`)).json()).toEqual({
        Message: 'dt must be a date as YYYY-MM-DD.',
      });
    const res = await get(`reservations/day?dt=${NIGHT}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ id: string; reservationTime: string }[]>();
    expect(list.map((r) => r.id)).toEqual([rivkaId, dinaId, saraId]);
    const minutes = readSettings({}).reservationMinutesShower;
    expect(list[1]).toEqual({
      id: dinaId,
      reservationId: expect.any(Number),
      reservationCode: expect.stringMatching(/^\d{5}$/),
      reservationStatus: 'Reserved',
      reservationDate: NIGHT,
      reservationTime: slot,
      roomType: 'shower',
      ...shower,
      balance: 36,
      paid: false,
      notes: null,
      reservationNotes: null,
      userNotes: null,
      waitingCode: null,
      cubicle: null,
      room: null,
      timeArrived: null,
      timeCompleted: null,
      expectedEndTime: formatInstant(Date.parse(slot) + minutes * 60_000, 'America/Los_Angeles'),
      firstTime: true,
      user: {
        id: dina.userId,
        userName: dina.phone.slice(1),
        phoneNumber: dina.phone,
        notes: null,
        internalNote: null,
        testUser: false,
        hasExtraTime: false,
      },
      excludedAttendants: [],
      runningLate: null,
      openSupplies: [],
      // Late once 15 minutes (lateGraceMinutes) past her slot.
      lateAfter: formatInstant(Date.parse(slot) + 15 * 60_000, 'America/Los_Angeles'),
      doors: null,
    });
  });

  it('shows the details: who changed what by phone, access logs, first visits', async () => {
    const checkin = await post(`reservations/${dinaId}/checkin`, undefined);
    expect(checkin.statusCode, checkin.body).toBe(200);
    const res = await get(`reservations/${dinaId}/details`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<Record<string, unknown> & { statusHistory: object[]; room: { id: number } }>();
    expect(d).toMatchObject({
      id: dinaId,
      reservationStatus: 'Assigned',
      reservationCreated: '2026-11-30T10:00:00-08:00',
      advanceReservation: true,
      salonPedicure: false,
      roomId: d.room.id,
      price: { room: 36, parking: 0, salon: 0, doubleSlot: 0, total: 36 },
      amountPaid: 0,
      payments: [],
      supplies: [],
      accessGrantedLogs: [
        {
          door: 'garage-1-outer',
          timestamp: '2026-12-01T17:55:00-08:00',
          firstName: dina.phone,
          lastName: '',
        },
      ],
      createdByUser: dina.phone,
      roomAssignedHistory: [
        { roomId: d.room.id, roomNumber: '1', dateCreated: '2026-12-01T18:00:00-08:00', dateReleased: null },
      ],
    });
    expect(d.statusHistory).toEqual([
      expect.objectContaining({
        previousReservationStatus: null,
        newReservationStatus: 'Reserved',
        statusLastUpdatedByUser: dina.phone,
      }),
      {
        previousReservationStatus: 'Reserved',
        newReservationStatus: 'Arrived',
        previousStatusChange: '2026-11-30T10:00:00-08:00',
        dateCreated: '2026-12-01T18:00:00-08:00',
        statusLastUpdatedByUser: desk.phone,
        statusLastUpdatedByIp: IP,
      },
      expect.objectContaining({ newReservationStatus: 'Assigned', statusLastUpdatedByUser: desk.phone }),
    ]);
    expect((await get(`reservations/${rivkaId}/details`)).json()).toMatchObject({ firstTime: true });
    expect((await get(`reservations/${rivkaNext}/details`)).json()).toMatchObject({ firstTime: false });
    expect((await get(`reservations/${rivkaId}/details`, plates)).statusCode).toBe(403);
    expect((await get('reservations/nope/details')).statusCode).toBe(404);
    expect((await get('reservations/00000000-0000-4000-8000-000000000000/details')).statusCode).toBe(404);
  });

  it('opens supply requests for the patron in a room and closes them once', async () => {
    const room = (await get(`reservations/${dinaId}/details`)).json<{ room: { id: number } }>().room.id;
    const opened = await post(`rooms/${room}/supplies`, { item: '  Towels ' });
    expect(opened.statusCode, opened.body).toBe(200);
    const supply = opened.json<{ result: { id: number } }>().result;
    expect(supply).toEqual({
      id: expect.any(Number),
      roomId: room,
      item: 'Towels',
      status: 'open',
      dateRequested: '2026-12-01T18:00:00-08:00',
      dateCompleted: null,
      dateCanceled: null,
    });
    const second = (await post(`rooms/${room}/supplies`, { item: 'Comb' })).json<{
      result: { id: number };
    }>();
    expect((await post(`rooms/${room}/supplies`, { item: '   ' })).json()).toEqual(
      refusal('Say what she needs.'),
    );
    expect((await post('rooms/2/supplies', { item: 'Soap' })).json()).toEqual(
      refusal('Room 2 is empty; a supply request is for the patron in it.'),
    );
    expect((await post(`rooms/${room}/supplies`, { item: 'Soap' }, dina)).statusCode).toBe(403);

    const done = await post(`rooms/${room}/supplies/${supply.id}`, { status: 'complete' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      result: {
        id: supply.id,
        status: 'complete',
        dateCompleted: '2026-12-01T18:00:00-08:00',
        dateCanceled: null,
      },
    });
    expect((await post(`rooms/${room}/supplies/${supply.id}`, { status: 'canceled' })).json()).toEqual(
      refusal('This supply request is already complete.'),
    );
    const canceled = await post(`rooms/${room}/supplies/${second.result.id}`, { status: 'canceled' });
    expect(canceled.json()).toMatchObject({
      result: { status: 'canceled', dateCanceled: expect.any(String) },
    });
    for (const [res, status] of [
      [await post(`rooms/2/supplies/${supply.id}`, { status: 'complete' }), 404],
      [await post(`rooms/${room}/supplies/x1`, { status: 'complete' }), 400],
      [await post(`rooms/${room}/supplies/${supply.id}`, { status: 'done' }), 400],
    ] as const)
      expect(res.statusCode, res.body).toBe(status);
    const details = (await get(`reservations/${dinaId}/details`)).json<{
      supplies: { item: string; status: string }[];
    }>();
    expect(details.supplies.map((s) => [s.item, s.status])).toEqual([
      ['Towels', 'complete'],
      ['Comb', 'canceled'],
    ]);
  });

  it('takes cash and checks at the desk into the ledger, never more than the balance', async () => {
    const pay = (body: object, who: Patron = desk) => post('payments/desk', body, who);
    const base = { reservationId: saraId, method: 'Cash' };
    expect((await pay({ ...base, amt: 10 }, sara)).statusCode).toBe(403);
    expect((await pay({ ...base, amt: 10 }, plates)).statusCode).toBe(403);
    for (const [body, answer] of [
      [{ ...base, amt: 0 }, refusal('The amount must be more than $0.00.')],
      [{ ...base, amt: -5 }, refusal('The amount must be more than $0.00.')],
      [{ ...base, amt: '10.123' }, refusal('The amount must have at most 2 decimals (whole cents).')],
      [{ ...base, amt: 'ten' }, refusal('The amount must be an amount in dollars, like 25 or 25.50.')],
      [{ ...base, amt: 36.01 }, refusal('The amount is more than the $36.00 left to pay.')],
      [{ ...base, method: 'Card', amt: 10 }, { Message: 'The payment method must be cash or check.' }],
      [{ ...base, reservationId: 'x', amt: 10 }, { Message: 'The reservation id is not a reservation id.' }],
    ] as const) {
      const res = await pay(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    const unknown = await pay({ ...base, reservationId: '00000000-0000-4000-8000-000000000000', amt: 1 });
    expect(unknown.statusCode).toBe(404);

    const cash = await pay({ ...base, amt: '20.50', note: 'Receipt 12' });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json()).toMatchObject({
      success: true,
      result: {
        id: saraId,
        balance: 15.5,
        amountPaid: 20.5,
        paid: false,
        payments: [
          {
            method: 'Cash',
            status: 'Approved',
            amount: 20.5,
            reference: 'Receipt 12',
            note: null,
            transactionID: null,
            dateCreated: '2026-12-01T18:00:00-08:00',
          },
        ],
      },
    });
    const check = await pay({ ...base, method: 'Check', amt: 15.5 }, admin);
    expect(check.json()).toMatchObject({ result: { balance: 0, paid: true, amountPaid: 36 } });
    expect((await pay({ ...base, amt: 1 })).json()).toEqual(
      refusal('This reservation has nothing left to pay.'),
    );
    // The patron's own view and the payments list read the same ledger.
    expect((await get(`reservations/${saraId}`, sara)).json()).toMatchObject({ balance: 0, paid: true });
    const list = (await get(`payments/list?dt=${NIGHT}`, admin)).json<{ method: string; amount: number }[]>();
    expect(
      list.filter((p) => p.method === 'Cash' || p.method === 'Check').map((p) => [p.method, p.amount]),
    ).toEqual([
      ['Cash', 20.5],
      ['Check', 15.5],
    ]);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.desk'));
    expect(audited.map((a) => [a.userId, a.ip])).toEqual([
      [desk.userId, IP],
      [admin.userId, IP],
    ]);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, saraId));
    expect(row?.status).toBe('Reserved');
  });
});
