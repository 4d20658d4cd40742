import { and, count, eq, notInArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { reservations } from '../../../src/db/schema.ts';
import { book, makePatron, makePatrons, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const NOW = '2026-12-01T18:00:00Z';

async function liveCount(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.night, NIGHT), notInArray(reservations.status, ['Canceled', 'Replaced'])));
  return row?.n ?? -1;
}

// Bookings that arrive together for one night are decided together (bookBatch in booking-service.ts, decision 0007):
// each must get exactly the answer it would have got alone, in arrival order.
describe('reservations: bookings of one night decided together', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers simultaneous double submits, with or without a key, with one reservation each', async () => {
    t = await createTestApp({ now: NOW });
    const [a, b] = [await makePatron(t, 1), await makePatron(t, 2)];
    const slot = (await slotsOf(t.app, a, NIGHT))[0]?.timeSlot ?? '';
    const body = { reservationDate: NIGHT, reservationTime: slot, ...shower };
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => book(t!.app, a, body)),
      ...Array.from({ length: 5 }, () => book(t!.app, b, body, { headers: { 'idempotency-key': 'pay-1' } })),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const ids = answers.map((r) => r.json<{ result: { id: string } }>().result.id);
    expect(new Set(ids.slice(0, 5)).size).toBe(1);
    expect(new Set(ids.slice(5)).size).toBe(1);
    expect(ids[0]).not.toBe(ids[5]);
    expect(await liveCount(t)).toBe(2);
  });

  it('fills a slot exactly, giving each access code once, and refuses the rest with the capacity message', async () => {
    t = await createTestApp({ now: NOW, settings: { reservationStartAtSameTime: '4' } });
    const patrons = await makePatrons(t, 10, 30);
    const slot = (await slotsOf(t.app, patrons[0]!, NIGHT))[0]?.timeSlot ?? '';
    const answers = await Promise.all(
      patrons.map((p) => book(t!.app, p, { reservationDate: NIGHT, reservationTime: slot, ...shower })),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(4);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(26);
    expect(
      new Set(ok.map((r) => r.json<{ result: { reservationCode: string } }>().result.reservationCode)).size,
    ).toBe(4);
    expect(await liveCount(t)).toBe(4);
  });

  it('lets only one of two simultaneous changes of one reservation replace it', async () => {
    t = await createTestApp({ now: NOW });
    const p = await makePatron(t, 50);
    const slots = await slotsOf(t.app, p, NIGHT);
    const first = await book(t.app, p, {
      reservationDate: NIGHT,
      reservationTime: slots[0]?.timeSlot,
      ...shower,
    });
    const id = first.json<{ result: { id: string } }>().result.id;
    const [x, y] = await Promise.all(
      [1, 2].map((i) =>
        book(t!.app, p, {
          reservationDate: NIGHT,
          reservationTime: slots[i]?.timeSlot,
          ...shower,
          replacingReservationId: id,
        }),
      ),
    );
    expect([x?.statusCode, y?.statusCode].sort()).toEqual([200, 400]);
    const refused = [x, y].find((r) => r?.statusCode === 400);
    expect(refused?.json()).toMatchObject({
      success: false,
      errorMessage: 'Only a Reserved or Pending reservation can be changed.',
    });
    expect(await liveCount(t)).toBe(1);
  });
});
