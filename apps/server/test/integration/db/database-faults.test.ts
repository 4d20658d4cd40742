import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { reservations } from '../../../src/db/schema.ts';
import { book, makePatrons, shower, slotsOf } from '../../helpers/reservations.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

/*
 * A PostgreSQL restart or failover, as two instances see it: every connection to the database is
 * terminated while bookings are in flight. Neither process ends; a booking either answers 200 and is
 * in the database, or answers 409 or 503 and is not half there; both are ready again by themselves.
 */

const NIGHT = '2026-12-02';
const NEXT_NIGHT = '2026-12-03';

async function readyz(app: FastifyInstance): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
}

async function waitReady(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await readyz(app)) !== 200) {
    if (Date.now() > deadline) throw new Error('the instance did not recover');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('database faults (the server outlives its connections)', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it.runIf(testEngine() === 'pg')(
    'connections terminated under booking load on two instances: no exit, no 500, nothing half-written, ready again',
    async () => {
      t = await createTestApp({ now: '2026-12-01T18:00:00Z', settings: { reservationStartAtSameTime: '3' } });
      const sibling = await createSiblingApp(t);
      const patrons = await makePatrons(t, 400, 80);
      const first = patrons[0];
      if (first === undefined) throw new Error('no patrons');
      const slots = (await slotsOf(t.app, first, NIGHT)).map((s) => s.timeSlot);
      const url = (t.database as { url?: string }).url ?? '';
      const name = decodeURIComponent(new URL(url).pathname.slice(1));

      // Someone else's session, as an operator's would be: it ends every backend of the database.
      const operator = new pg.Client({ connectionString: url });
      await operator.connect();
      const terminate = () =>
        operator.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
      const inFlight = patrons.map((p, i) =>
        book(i % 2 === 0 ? t!.app : sibling, p, {
          reservationDate: NIGHT,
          reservationTime: slots[i % slots.length],
          ...shower,
        }),
      );
      // Terminated again and again while they run: clients in the middle of a transaction lose theirs.
      let ended = 0;
      let settled = false;
      const all = Promise.all(inFlight).finally(() => (settled = true));
      while (!settled) {
        ended += (await terminate()).rowCount ?? 0;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const answers = await all;
      await terminate();
      // Both instances' pools (and their job queues) had connections open, and lost them.
      expect(ended).toBeGreaterThan(2);
      await operator.end();

      const statuses = answers.map((a) => a.statusCode);
      console.log(statuses.join(' '));
      expect(
        statuses.filter((s) => ![200, 409, 503].includes(s)),
        JSON.stringify(statuses),
      ).toEqual([]);
      for (const a of answers.filter((x) => x.statusCode === 503))
        expect(a.json()).toEqual({
          Message: 'The service is temporarily unavailable. Please try again shortly.',
        });

      await waitReady(t.app);
      await waitReady(sibling);

      // Every booking she was told about is there, whole; none she was refused is.
      const told = answers
        .filter((a) => a.statusCode === 200)
        .map((a) => a.json().result.reservationCode as string);
      const stored = told.length
        ? await t.db
            .select({ code: reservations.code })
            .from(reservations)
            .where(inArray(reservations.code, told))
        : [];
      expect(stored.map((r) => r.code).sort()).toEqual([...told].sort());
      const held = await t.db.select({ userId: reservations.userId }).from(reservations);
      const refused = new Set(patrons.filter((_p, i) => answers[i]?.statusCode !== 200).map((p) => p.userId));
      expect(held.filter((r) => refused.has(r.userId))).toEqual([]);

      // And both take bookings again.
      const late = await makePatrons(t, 500, 2);
      for (const [i, app] of [t.app, sibling].entries()) {
        const who = late[i]!;
        const open = (await slotsOf(app, who, NEXT_NIGHT)).find((s) =>
          s.availableReservations.some((r) => r.available > 0),
        );
        const again = await book(app, who, {
          reservationDate: NEXT_NIGHT,
          reservationTime: open?.timeSlot,
          ...shower,
        });
        expect(again.statusCode, again.body).toBe(200);
      }
    },
    120_000,
  );
});
