import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/db/client.ts';
import { startJobs } from '../../../src/jobs/boss.ts';
import { jobNames } from '../../../src/jobs/queue.ts';
import { resolvePaths } from '../../../src/paths.ts';
import { createEmptyPgDatabase, testEngine } from '../../helpers/test-db.ts';

/*
 * A new facility that starts several instances at once, on an empty database: each migrates and sets
 * up the job queue as main.ts does, one at a time under one advisory lock, so none deadlocks or dies.
 */

const silent = { error: () => {} };

describe('start-up of several instances at once', () => {
  it.runIf(testEngine() === 'pg')(
    'three instances on an empty database all migrate and start their job queue',
    async () => {
      const { url, drop } = await createEmptyPgDatabase();
      const instances = [0, 1, 2].map(() => openPostgres(url, { max: 3 }));
      try {
        const started = await Promise.allSettled(
          instances.map(async (database) => {
            await database.migrate(resolvePaths().migrations);
            return startJobs(database, { log: silent });
          }),
        );
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
          'started',
          'started',
          'started',
        ]);
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const queues = await client.query<{ name: string }>('select name from pgboss.queue order by name');
        const users = await client.query("select to_regclass('public.users') as t");
        await client.end();
        // Ours, and the one pg-boss keeps for its schedules (on, as main.ts starts it: decision 0032).
        expect(queues.rows.map((r) => r.name).sort()).toEqual(
          [...Object.values(jobNames), '__pgboss__send-it'].sort(),
        );
        expect(users.rows[0]?.t).toBe('users');
        await Promise.all(
          started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : Promise.resolve())),
        );
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        await drop();
      }
    },
    120_000,
  );
});
