import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../src/db/client.ts';
import { inFacility } from '../../../src/db/facility-scope.ts';
import { startJobs } from '../../../src/jobs/boss.ts';
import type { RunningJobs } from '../../../src/jobs/boss.ts';
import { collectSends } from '../../../src/jobs/collected-sends.ts';
import { jobNames } from '../../../src/jobs/queue.ts';
import { createTestDatabase } from '../../helpers/test-db.ts';

interface JobRow {
  name: string;
  data: Record<string, unknown>;
  state: string;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  policy: string | null;
  delay_seconds: number;
  expire_seconds: number;
  keep_days: number;
}

/** The jobs of one run, as pg-boss holds them; `tag` is in every payload of the run. */
async function jobsTagged(db: Db, tag: string): Promise<JobRow[]> {
  const result = (await db.execute(sql`
    select name, data, state, retry_limit, retry_delay, retry_backoff, policy,
      round(extract(epoch from start_after - created_on))::int as delay_seconds,
      extract(epoch from expire_in)::int as expire_seconds,
      round(extract(epoch from keep_until - start_after) / 86400)::int as keep_days
    from pgboss.job where data::text like ${`%${tag}%`} order by name, data::text`)) as {
    rows: JobRow[];
  };
  return result.rows;
}

const AT = '2026-03-01T18:00:00.000Z';

// A booking batch's confirmations and hold releases go in one statement (decision 0016).
describe('jobs sent together (collectSends, JobQueue.sendAll)', () => {
  let database: Database;
  let jobs: RunningJobs;
  beforeAll(async () => {
    database = await createTestDatabase();
    // No workers: the jobs stay as they were enqueued.
    jobs = await startJobs(database, { log: { error: () => {} } });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('enqueues on the transaction exactly what sending each would', async () => {
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, jobNames.refundCanceled, { reservationId: 'one-by-one', canceledAt: AT });
      await jobs.send(tx, jobNames.releaseHold, { reservationId: 'one-by-one' }, { startAfterSeconds: 1200 });
    });
    await database.db.transaction(async (tx) => {
      const together = collectSends(jobs);
      await together.send(tx, jobNames.refundCanceled, { reservationId: 'together', canceledAt: AT });
      await together.send(
        tx,
        jobNames.releaseHold,
        { reservationId: 'together' },
        { startAfterSeconds: 1200 },
      );
      // Kept in memory until flushed (on the transaction: the embedded engine has one connection).
      expect(await jobsTagged(tx, 'together')).toEqual([]);
      await together.flush(tx);
    });
    const oneByOne = await jobsTagged(database.db, 'one-by-one');
    const together = await jobsTagged(database.db, 'together');
    expect(oneByOne.map((j) => [j.name, j.delay_seconds])).toEqual([
      ['refund-canceled', 0],
      ['release-hold', 1200],
    ]);
    const withoutData = (rows: JobRow[]) => rows.map(({ data: _data, ...rest }) => rest);
    expect(withoutData(together)).toEqual(withoutData(oneByOne));
    expect(together.map((j) => j.data)).toEqual([
      { reservationId: 'together', canceledAt: AT },
      { reservationId: 'together' },
    ]);
  });

  it('writes into each job the facility of the work that sent it, for its worker to be that facility’s', async () => {
    await inFacility('north', () =>
      database.db.transaction(async (tx) => {
        await jobs.send(tx, jobNames.releaseHold, { reservationId: 'north-one' });
        const together = collectSends(jobs);
        await together.send(tx, jobNames.releaseHold, { reservationId: 'north-together' });
        await together.flush(tx);
      }),
    );
    const sent = await jobsTagged(database.db, 'north-');
    expect(sent.map((j) => j.data)).toEqual([
      { reservationId: 'north-one', facility: 'north' },
      { reservationId: 'north-together', facility: 'north' },
    ]);
  });

  it('enqueues nothing when the transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        const together = collectSends(jobs);
        await together.send(tx, jobNames.releaseHold, { reservationId: 'rolled-back' });
        await together.flush(tx);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await jobsTagged(database.db, 'rolled-back')).toEqual([]);
  });

  it('refuses jobs of two transactions in one collection', async () => {
    const together = collectSends(jobs);
    await database.db.transaction(async (tx) => {
      await together.send(tx, jobNames.releaseHold, { reservationId: 'first' });
    });
    await expect(
      database.db.transaction((tx) => together.send(tx, jobNames.releaseHold, { reservationId: 'second' })),
    ).rejects.toThrow('two transactions');
  });
});
