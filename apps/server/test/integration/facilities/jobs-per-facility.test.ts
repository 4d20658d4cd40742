import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/context.ts';
import type { Database } from '../../../src/db/client.ts';
import { boundFacility } from '../../../src/db/facility-scope.ts';
import type { RunningJobs } from '../../../src/jobs/boss.ts';
import { jobNames } from '../../../src/jobs/queue.ts';
import { job, sweep } from '../../../src/server-module.ts';
import { plugIn } from '../../../src/server-modules.ts';
import { createTestDatabase } from '../../helpers/test-db.ts';

/*
 * A job is worked as the facility's that sent it, and a sweep's tick runs for every facility in turn,
 * each in its own scope, one facility's failure keeping none of the others from its turn.
 */
describe("the job queue's workers, per facility", () => {
  let database: Database;
  const handlers = new Map<string, (data: unknown) => Promise<void>>();
  // The queue's side is pg-boss's; here only what the app hands it is looked at.
  const queue = {
    work: async (name: string, handler: (data: unknown) => Promise<void>) => {
      handlers.set(name, handler);
    },
    schedule: async () => {},
  } as unknown as RunningJobs;
  const seen: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.asOwner((db) =>
      db.execute(sql`insert into facilities (id, name, host) values ('north', 'North', 'north.test'),
                     ('south', 'South', 'south.test')`),
    );
    // Only the sweeps read the context here (the facilities to visit).
    const ctx = { db: database.db } as AppContext;
    await plugIn(
      [
        {
          name: 'test',
          jobs: [
            job(jobNames.releaseHold, async (_ctx, data) =>
              seen.push(`${data.reservationId}@${boundFacility()}`),
            ),
          ],
          sweeps: [
            sweep(jobNames.sendReminders, 60, async () => {
              seen.push(`sweep@${boundFacility()}`);
              if (boundFacility() === 'north') throw new Error('north is down');
            }),
          ],
        },
      ],
      ctx,
      queue,
      { engine: database.engine },
    );
  });
  afterAll(() => database.close());

  it('works a job as the facility that sent it, and an earlier version’s as the first facility’s', async () => {
    await handlers.get(jobNames.releaseHold)!({ reservationId: 'r1', facility: 'north' });
    await handlers.get(jobNames.releaseHold)!({ reservationId: 'r2' });
    expect(seen.splice(0)).toEqual(['r1@north', 'r2@default']);
  });

  it("runs a sweep's tick for every facility, and fails it after all had their turn when one failed", async () => {
    await expect(handlers.get(jobNames.sendReminders)!({})).rejects.toThrow('north is down');
    expect(seen.splice(0)).toEqual(['sweep@default', 'sweep@north', 'sweep@south']);
  });
});
