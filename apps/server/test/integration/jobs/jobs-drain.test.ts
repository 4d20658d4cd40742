import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { startJobs } from '../../../src/jobs/boss.ts';
import type { RunningJobs } from '../../../src/jobs/boss.ts';
import { jobNames } from '../../../src/jobs/queue.ts';
import { createTestDatabase } from '../../helpers/test-db.ts';

/*
 * A queue with more jobs waiting than one fetch takes (a rush of bookings' confirmations, a city's
 * reminders) is worked through at once, fetch after fetch, not one fetch per polling interval: the
 * interval here is a minute, so only the first fetch's jobs would be handled within the test's wait.
 */

const WAITING = 17;

describe('a queue with many jobs waiting (RunningJobs.work)', () => {
  let database: Database;
  let jobs: RunningJobs;
  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobs(database, { log: { error: () => {} }, pollingIntervalSeconds: 60, cron: false });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('handles every waiting job without waiting for the next poll', async () => {
    await jobs.sendAll(
      database.db,
      Array.from({ length: WAITING }, (_, i) => ({
        name: jobNames.deliverMessage,
        data: { messageId: 1_000 + i },
      })),
    );
    const handled: number[] = [];
    // The worker starts with the jobs already there: its first fetch takes a full batch.
    await jobs.work(jobNames.deliverMessage, (data) => {
      handled.push(data.messageId);
      return Promise.resolve();
    });
    // Well under the 60 s polling interval.
    for (const until = Date.now() + 20_000; handled.length < WAITING && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 50));
    expect(handled.length).toBe(WAITING);
    expect([...handled].sort((a, b) => a - b)).toEqual(Array.from({ length: WAITING }, (_, i) => 1_000 + i));
  }, 60_000);
});
