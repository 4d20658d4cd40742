import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reservations } from '../../../src/db/schema.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { oneShowerRoom } from '../../helpers/settings.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';
const LATER = '2026-12-08';

interface Late {
  id: string;
  reservationTime: string;
  reservationCode: string;
  reservationStatus: string;
  runningLate: { minutes: number; at: string; movedFrom: string | null } | null;
}

describe('running late (docs/rules/the-night.md, Running late): a later slot of her combination when one fits, else the desk is told', () => {
  let t: TestApp;
  let dina: Patron;
  let rivka: Patron;
  let desk: Patron;
  let slots: string[];
  const ids = { dina: '', rivka: '', dinaLater: '' };

  // One shower room, 30-minute stays on a 15-minute grid: every stay blocks the slot after it too.
  beforeAll(async () => {
    t = await createTestApp({
      now: '2026-11-30T18:00:00Z',
      settings: {
        ...oneShowerRoom,
        maxReservationsPerNight: '10',
      },
    });
    await signIn();
    slots = (await slotsOf(t.app, dina, NIGHT)).map((s) => s.timeSlot);
    const booked = async (who: Patron, night: string, time: string) => {
      const res = await book(t.app, who, { reservationDate: night, reservationTime: time, ...shower });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ result: { id: string } }>().result.id;
    };
    ids.dina = await booked(dina, NIGHT, slots[0]!);
    ids.rivka = await booked(rivka, NIGHT, slots[2]!);
    ids.dinaLater = await booked(dina, LATER, (await slotsOf(t.app, dina, LATER))[0]!.timeSlot);
    // Noon on the night itself in Los Angeles.
    t.clock.set(new Date('2026-12-01T20:00:00Z'));
    await signIn();
  });
  afterAll(() => t.close());

  async function signIn() {
    dina = await makePatron(t, 70);
    rivka = await makePatron(t, 71);
    desk = await makePatron(t, 72, 'Receptionist');
  }

  const late = (who: Patron, id: string, payload: unknown, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/late`,
      headers: { ...auth(who), ...(language ? { 'accept-language': language } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const rowOf = async (id: string) =>
    (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const deskItem = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/day?dt=${NIGHT}`,
      headers: auth(desk),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Late[]>().find((r) => r.id === id)!;
  };

  it('refuses what is not a delay she may give, in her language, and changes nothing', async () => {
    const before = await rowOf(ids.dina);
    for (const minutes of [20, 0, 60])
      expect((await late(dina, ids.dina, { minutes })).json()).toEqual(
        refusal('Choose 15, 30 or 45 minutes.'),
      );
    // Not a number at all: the body's schema answers, with the same sentence.
    for (const minutes of ['15', null]) {
      const res = await late(dina, ids.dina, { minutes });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: 'Choose 15, 30 or 45 minutes.' });
    }
    const he = await late(dina, ids.dina, { minutes: 10 }, 'he-IL');
    expect(he.statusCode).toBe(400);
    expect(he.json<{ errorMessage: string }>().errorMessage).toBe('יש לבחור 15, 30 או 45 דקות.');
    // Not hers: told the same as an id that does not exist.
    expect((await late(rivka, ids.dina, { minutes: 15 })).statusCode).toBe(403);
    // Not tonight.
    const other = await late(dina, ids.dinaLater, { minutes: 15 });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual(
      refusal('You can say you are running late only on the night of your reservation.'),
    );
    expect(await rowOf(ids.dina)).toEqual(before);
  });

  it('tells the desk when no later slot fits, and keeps her slot', async () => {
    // 18:15 would run into Rivka's 18:30; 18:30 is Rivka's.
    const res = await late(dina, ids.dina, { minutes: 15 });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ result: Late }>().result;
    expect(result.reservationTime).toBe(slots[0]);
    expect(result.runningLate).toEqual({ minutes: 15, at: '2026-12-01T12:00:00-08:00', movedFrom: null });
    expect((await deskItem(ids.dina)).runningLate).toEqual(result.runningLate);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ids.dina));
    expect(audit.map((a) => a.action)).toContain('reservation.late');
  });

  it('moves her at once to a later slot that fits, keeping her access code', async () => {
    const code = (await rowOf(ids.dina)).code;
    // 18:45 would still overlap Rivka until 19:00; 19:00 is free and within the slack.
    const res = await late(dina, ids.dina, { minutes: 45 });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ result: Late }>().result;
    expect(result.reservationTime).toBe(slots[4]);
    expect(result.reservationCode).toBe(code);
    expect(result.reservationStatus).toBe('Reserved');
    expect(result.runningLate).toMatchObject({ minutes: 45, movedFrom: slots[0] });
    expect(await deskItem(ids.dina)).toMatchObject({ reservationTime: slots[4], reservationCode: code });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ids.dina));
    expect(audit.map((a) => a.action)).toContain('reservation.late.moved');
    // Her first slot is free again for anyone.
    const freed = (await slotsOf(t.app, rivka, NIGHT)).find((s) => s.timeSlot === slots[0]);
    expect(freed?.availableReservations.some((a) => a.available > 0)).toBe(true);
  });

  it('never overbooks: Rivka cannot be moved onto Dina, and a second move keeps the slot she first booked', async () => {
    const res = await late(rivka, ids.rivka, { minutes: 15 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: Late }>().result).toMatchObject({
      reservationTime: slots[2],
      runningLate: { minutes: 15, movedFrom: null },
    });
    const again = await late(dina, ids.dina, { minutes: 15 });
    expect(again.json<{ result: Late }>().result).toMatchObject({
      reservationTime: slots[5],
      runningLate: { minutes: 15, movedFrom: slots[0] },
    });
  });

  it('is refused once she has checked in', async () => {
    await t.db.update(reservations).set({ status: 'Arrived' }).where(eq(reservations.id, ids.rivka));
    const res = await late(rivka, ids.rivka, { minutes: 30 });
    expect(res.json()).toEqual(
      refusal(
        'You can say you are running late only before you have checked in (the reservation is Arrived).',
      ),
    );
  });
});
