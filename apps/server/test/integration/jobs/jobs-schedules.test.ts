import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.ts';
import { startJobs } from '../../../src/jobs/boss.ts';
import type { RunningJobs } from '../../../src/jobs/boss.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

// Decision 0032: the sweeps are pg-boss schedules, on PostgreSQL and on the embedded engine alike.
describe('sweeps sent by pg-boss schedules', () => {
  let t: TestApp | undefined;
  const runners: RunningJobs[] = [];
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await t?.close();
    t = undefined;
  });

  it('records one schedule per sweep, in whole minutes of UTC, on a queue that holds one waiting job', async () => {
    t = await createTestApp({ jobs: true });
    expect(await rows(t.db, sql`select name, cron, timezone from pgboss.schedule order by name`)).toEqual([
      { name: 'daily-backup', cron: '*/30 * * * *', timezone: 'UTC' },
      { name: 'offer-waitlists', cron: '* * * * *', timezone: 'UTC' },
      { name: 'reconcile-payments', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'send-reminders', cron: '* * * * *', timezone: 'UTC' },
      { name: 'strip-old-visits', cron: '*/30 * * * *', timezone: 'UTC' },
      { name: 'sweep-rate-limits', cron: '*/30 * * * *', timezone: 'UTC' },
      { name: 'sync-door-codes', cron: '* * * * *', timezone: 'UTC' },
    ]);
    expect(
      await rows(
        t.db,
        sql`select name, policy, retry_limit from pgboss.queue
          where name in ('reconcile-payments', 'send-reminders', 'offer-waitlists', 'deliver-message', 'daily-backup',
            'strip-old-visits', 'sweep-rate-limits')
          order by name`,
      ),
    ).toEqual([
      { name: 'daily-backup', policy: 'stately', retry_limit: 0 },
      { name: 'deliver-message', policy: 'standard', retry_limit: 5 },
      { name: 'offer-waitlists', policy: 'stately', retry_limit: 0 },
      { name: 'reconcile-payments', policy: 'stately', retry_limit: 0 },
      { name: 'send-reminders', policy: 'stately', retry_limit: 0 },
      { name: 'strip-old-visits', policy: 'stately', retry_limit: 0 },
      { name: 'sweep-rate-limits', policy: 'stately', retry_limit: 0 },
    ]);
  });

  it('sends the reminder sweep by itself, one job a minute however many instances look', async () => {
    // The app works the jobs and sends no schedule (tests never do unless, as here, they ask).
    t = await createTestApp({
      now: '2026-11-30T09:00:00-08:00',
      jobs: true,
      settings: { notificationDayBeforeDefaultHour: '18' },
    });
    const dina = await makePatron(t, 40);
    const slot = (await slotsOf(t.app, dina, NIGHT))[0]?.timeSlot ?? '';
    const booked = await book(t.app, dina, { reservationDate: NIGHT, reservationTime: slot, ...shower });
    expect(booked.statusCode, booked.body).toBe(200);
    // The app's clock reaches the hour of the day-before reminder; nothing sweeps yet.
    t.clock.set(new Date('2026-12-01T18:00:00-08:00'));
    const db = t.db;
    const reminders = async () =>
      (await listMessages(db, { to: [dina.phone], limit: 10 })).filter((m) =>
        m.body.startsWith('Reminder: your appointment'),
      ).length;
    expect(await reminders()).toBe(0);

    // Two more instances send the schedules, each looking every second.
    for (let i = 0; i < 2; i++)
      runners.push(await startJobs(t.database, { log: { error: () => {} }, cron: { lookSeconds: 1 } }));
    await expect.poll(reminders, { timeout: 20_000, interval: 200 }).toBe(1);

    // Let the instances look again a few times after the first sweep was sent.
    const lookedSince = async () =>
      (
        await rows<{ seconds: number }>(
          db,
          sql`select extract(epoch from v.cron_on - j.first)::float as seconds from pgboss.version v,
            (select min(created_on) as first from pgboss.job where name = 'send-reminders') j`,
        )
      )[0]?.seconds ?? 0;
    await expect.poll(lookedSince, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(3);
    const [sent] = await rows<{ sweeps: number; minutes: number }>(
      db,
      sql`select count(*)::int as sweeps,
          (floor(extract(epoch from now()) / 60) - floor(extract(epoch from min(created_on)) / 60) + 1)::int
            as minutes
        from pgboss.job where name = 'send-reminders'`,
    );
    expect(sent?.sweeps).toBeGreaterThanOrEqual(1);
    expect(sent?.sweeps).toBeLessThanOrEqual(sent?.minutes ?? 0);
    expect(await reminders()).toBe(1);
  });
});
