import { and, count, eq, notInArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { reservations } from '../../../src/db/schema.ts';
import { book, makePatrons, shower, showersAt, slotsOf } from '../../helpers/reservations.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

const NIGHT = '2026-12-02';

describe('reservations: concurrency (docs/design.md §6: nothing can overbook)', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it.runIf(testEngine() === 'pg')(
    '300 simultaneous bookings on two instances for a slot with 10 places: exactly 10 succeed',
    async () => {
      t = await createTestApp({
        now: '2026-12-01T18:00:00Z',
        settings: { reservationStartAtSameTime: '10' },
      });
      const sibling = await createSiblingApp(t);
      const patrons = await makePatrons(t, 100, 300);
      const first = patrons[0];
      if (first === undefined) throw new Error('no patrons');
      const slot = (await slotsOf(t.app, first, NIGHT))[0]?.timeSlot ?? '';
      expect(showersAt(await slotsOf(t.app, first, NIGHT), slot)).toBe(10);
      const body = { reservationDate: NIGHT, reservationTime: slot, ...shower };
      const answers = await Promise.all(patrons.map((p, i) => book(i % 2 === 0 ? t!.app : sibling, p, body)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(290);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json()).toEqual({
          success: false,
          errorMessage: 'Sorry, that time is no longer available. Please choose another time.',
          result: null,
        });
      const [held] = await t.db
        .select({ n: count() })
        .from(reservations)
        .where(and(eq(reservations.night, NIGHT), notInArray(reservations.status, ['Canceled', 'Replaced'])));
      expect(held?.n).toBe(10);
      const codes = answers.filter((a) => a.statusCode === 200).map((a) => a.json().result.reservationCode);
      expect(new Set(codes).size).toBe(10);
      expect(showersAt(await slotsOf(sibling, first, NIGHT), slot)).toBe(0);
    },
    120_000,
  );
});
