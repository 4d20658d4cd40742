import { and, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../../src/db/schema.ts';
import { bookingRefusals as messages } from '@tevila/domain';
import { refusal } from '../../helpers/answers.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

const NIGHT = '2026-12-02';
const NEXT_NIGHT = '2026-12-03';
const kallah = { ...shower, bath: true, kallah: true };

/** Her reservations that hold a room, on any night. */
async function heldBy(t: TestApp, userId: string, night?: string) {
  return t.db
    .select({ id: reservations.id, night: reservations.night })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        night === undefined ? undefined : eq(reservations.night, night),
        notInArray(reservations.status, ['Canceled', 'Replaced']),
      ),
    );
}

describe('reservations: rules about all of one patron’s bookings hold under concurrency', () => {
  let t: TestApp;
  // On PostgreSQL a second instance on the same database; the embedded engine has one process.
  let other: FastifyInstance;
  let slots: string[];
  let n = 400;
  const patron = (role?: string) => makePatron(t, n++, role);

  beforeAll(async () => {
    t = await createTestApp({
      now: '2026-12-01T18:00:00Z',
      // Room enough that only the rules under test can refuse.
      settings: { roomsAvailable: '60', roomsAvailableKallah: '20', reservationStartAtSameTime: '40' },
    });
    other = testEngine() === 'pg' ? await createSiblingApp(t) : t.app;
    slots = (await slotsOf(t.app, await patron(), NIGHT)).map((s) => s.timeSlot);
  });
  afterAll(() => t.close());

  const at = (night: string, i: number) => (slots[i] ?? '').replace(NIGHT, night);

  it('gives a new bride one Kallah room when she asks for two nights at once, from two instances', async () => {
    for (let round = 0; round < 6; round++) {
      const bride = await patron();
      const [a, b] = await Promise.all([
        book(t.app, bride, { reservationDate: NIGHT, reservationTime: at(NIGHT, round), ...kallah }),
        book(other, bride, {
          reservationDate: NEXT_NIGHT,
          reservationTime: at(NEXT_NIGHT, round),
          ...kallah,
        }),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes, `${a.body} ${b.body}`).toEqual([200, 400]);
      const refused = a.statusCode === 400 ? a : b;
      expect(refused.json()).toEqual(refusal(messages.kallahRepeat));
      expect(await heldBy(t, bride.userId)).toHaveLength(1);
    }
  });

  it('refuses a second reservation on one night to a patron, but not to staff booking for her', async () => {
    const dina = await patron();
    const first = await book(t.app, dina, {
      reservationDate: NIGHT,
      reservationTime: at(NIGHT, 0),
      ...shower,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await book(t.app, dina, {
      reservationDate: NIGHT,
      reservationTime: at(NIGHT, 3),
      ...shower,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(refusal(messages.nightLimit(1)));
    expect(second.json().errorMessage).toBe(
      'You already have a reservation that night. To change its time, edit that reservation; to book another, please contact the Mikvah directly.',
    );
    // Another night is hers to book, and changing the time of this one is not another reservation.
    const tomorrow = await book(t.app, dina, {
      reservationDate: NEXT_NIGHT,
      reservationTime: at(NEXT_NIGHT, 0),
      ...shower,
    });
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
    const moved = await book(t.app, dina, {
      reservationDate: NIGHT,
      reservationTime: at(NIGHT, 3),
      ...shower,
      replacingReservationId: first.json().result.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The desk may book her a second room that night.
    const desk = await patron('Receptionist');
    const byDesk = await book(t.app, desk, {
      reservationDate: NIGHT,
      reservationTime: at(NIGHT, 5),
      ...shower,
      userId: dina.userId,
    });
    expect(byDesk.statusCode, byDesk.body).toBe(200);
    expect(await heldBy(t, dina.userId, NIGHT)).toHaveLength(2);
    // A canceled reservation no longer counts.
    const rivka = await patron();
    const canceled = await book(t.app, rivka, {
      reservationDate: NIGHT,
      reservationTime: at(NIGHT, 1),
      ...shower,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${canceled.json().result.id}/status/`,
      headers: auth(rivka),
      payload: { status: 'Canceled' },
    });
    const again = await book(t.app, rivka, {
      reservationDate: NIGHT,
      reservationTime: at(NIGHT, 2),
      ...shower,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('accepts exactly one of ten simultaneous bookings of one night by one patron, across instances', async () => {
    for (let round = 0; round < 3; round++) {
      const leah: Patron = await patron();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          book(i % 2 === 0 ? t.app : other, leah, {
            reservationDate: NEXT_NIGHT,
            reservationTime: at(NEXT_NIGHT, i),
            ...shower,
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 400)).toHaveLength(9);
      expect(await heldBy(t, leah.userId, NEXT_NIGHT)).toHaveLength(1);
    }
  });
});
