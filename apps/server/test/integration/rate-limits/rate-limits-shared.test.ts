import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { rateLimits } from '../../../src/db/schema.ts';
import { databaseRateLimitStore, sweepRateLimits } from '../../../src/modules/rate-limits/index.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const LIMITED = 'Too many requests. Please wait a little and try again.';

// Decision 0047: a limit counted in the database holds for the site, however many instances serve it.
describe('rate limits counted for the whole site', () => {
  let t: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    b = await createSiblingApp(t);
  });
  afterAll(() => t.close());

  let net = 0;
  /** A contact form from `address`, its fields left out: the limit counts it all the same. */
  const contact = (app: FastifyInstance, address: string) =>
    app.inject({ method: 'POST', url: '/api/api/settings/ContactForm', remoteAddress: address, payload: {} });
  const tour = (app: FastifyInstance, address: string) =>
    app.inject({ method: 'POST', url: '/api/api/tours/1/signup', remoteAddress: address, payload: {} });

  it('takes 10 forms a minute from one network across both instances, not 10 on each', async () => {
    const address = `10.61.${(net += 1)}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await contact(i % 2 === 0 ? t.app : b, address)).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    for (const app of [t.app, b]) {
      const res = await contact(app, address);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ Message: LIMITED });
    }
    // Each form counts apart: the same network's tour sign-up is still let through.
    expect((await tour(b, address)).statusCode).not.toBe(429);
  });

  it('lets exactly 10 of 30 simultaneous forms through, sent to both instances at once', async () => {
    const address = `10.61.${(net += 1)}.7`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => contact(i % 2 === 0 ? t.app : b, address)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
  });

  it('starts a new window once one has ended, and sweeps the ended ones', async () => {
    // Real time, as the store counts it, moved by hand here; later than any count made above.
    const start = Date.parse('2030-01-01T00:00:00Z');
    let now = start;
    const Store = databaseRateLimitStore(contextOf(t.app), () => now);
    const route = (url: string) => new Store({}).child({ routeInfo: { method: 'POST', url } } as never);
    const [test, other] = [route('/api/api/test'), route('/api/api/other')];
    const hit = (store: typeof test) =>
      new Promise<{ current: number; ttl: number }>((done, fail) =>
        store.incr('net:10.62.0.0/24', (err, res) => (err ? fail(err) : done(res!)), 60_000, 10),
      );
    expect(await hit(test)).toEqual({ current: 1, ttl: 60_000 });
    now = start + 59_000;
    expect(await hit(test)).toEqual({ current: 2, ttl: 1_000 });
    expect(await hit(other)).toEqual({ current: 1, ttl: 60_000 });
    now = start + 60_000;
    expect(await hit(test)).toEqual({ current: 1, ttl: 60_000 });

    // The other route's window ended at 1:59, the test route's ends at 2:00: only the first goes.
    expect(await sweepRateLimits(t, () => start + 119_500)).toBeGreaterThan(0);
    expect(await t.db.select({ key: rateLimits.key }).from(rateLimits)).toEqual([
      { key: 'POST/api/api/test-net:10.62.0.0/24' },
    ]);
  });

  it('lets a form through, never a 500, when its count cannot be made', async () => {
    const address = `10.61.${(net += 1)}.7`;
    // The schema is the owner's to change, not the server's role's.
    await t.database.asOwner((owner) =>
      owner.execute(sql`alter table rate_limits rename to rate_limits_away`),
    );
    try {
      for (let i = 0; i < 12; i += 1) expect((await contact(b, address)).statusCode).toBe(400);
    } finally {
      await t.database.asOwner((owner) =>
        owner.execute(sql`alter table rate_limits_away rename to rate_limits`),
      );
    }
  });
});
