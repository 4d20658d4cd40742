import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { upsertOverride } from '../../../src/modules/schedule/repo.ts';
import { scheduleDaySchema } from '../../../src/modules/schedule/schemas.ts';
import { upsertSetting } from '../../../src/modules/settings/repo.ts';
import { solvedToken } from '../../helpers/bot-check.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

// 10:00 on Tuesday 1 December 2026 in Los Angeles (the default time zone).
const NOW = '2026-12-01T18:00:00Z';
const TODAY = '2026-12-01';
const STRONG_ETAG = /^"[A-Za-z0-9_-]{43}"$/;

const SCHEDULE = '/api/api/settings/schedule';
const SETTINGS = '/api/api/settings';
const ZMANIM = '/api/api/settings/zmanim';
const TOURS = '/api/api/tours?type=Kallah';
const PAYMENTS_CONFIG = '/api/api/payments/config';

/**
 * Counts the statements the app sends to its database (the LISTEN connection aside): on PostgreSQL
 * each takes a client from the pool (bound to its facility, decision 0077), on the embedded engine
 * each is a query of the instance.
 */
function countQueries(t: TestApp): () => number {
  const database = t.database as unknown as { pool?: pg.Pool; client?: Queryable };
  if (database.pool !== undefined) {
    let taken = 0;
    database.pool.on('acquire', () => (taken += 1));
    return () => taken;
  }
  const target = database.client;
  if (target === undefined) throw new Error('no pool or client to count queries on');
  const original = target.query.bind(target);
  let count = 0;
  target.query = (...args: unknown[]) => {
    count += 1;
    return original(...args);
  };
  return () => count;
}
interface Queryable {
  query: (...args: unknown[]) => unknown;
}

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

function etagOf(res: LightMyRequestResponse): string {
  const etag = res.headers.etag;
  if (typeof etag !== 'string') throw new Error(`no ETag on ${res.statusCode} ${res.body}`);
  return etag;
}

async function put(app: FastifyInstance, admin: Patron, url: string, payload: object) {
  const res = await app.inject({ method: 'PUT', url, headers: auth(admin), payload });
  expect(res.statusCode, res.body).toBe(200);
}

const closed = { closed: true, openTime: null, closeTime: null, note: 'Closed for repairs' };

describe('answers that are the same for everyone, kept as sent (decision 0015)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers the schedule, public settings, zmanim and tours from memory after the first request', async () => {
    t = await createTestApp({ now: NOW });
    const queries = countQueries(t);
    const first = await Promise.all([SCHEDULE, SETTINGS, ZMANIM, TOURS].map((url) => get(t!.app, url)));
    for (const res of first) expect(res.statusCode, res.body).toBe(200);
    expect(queries()).toBeGreaterThan(0);
    const before = queries();
    for (let round = 0; round < 3; round += 1) {
      const again = await Promise.all([SCHEDULE, SETTINGS, ZMANIM, TOURS].map((url) => get(t!.app, url)));
      again.forEach((res, i) => {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(first[i]?.body);
        expect(etagOf(res)).toBe(etagOf(first[i]!));
      });
    }
    expect(queries()).toBe(before);
    // Exactly the documented shape, nothing more.
    const nights = first[0]!.json<unknown[]>();
    expect(z.array(z.strictObject(scheduleDaySchema.shape)).parse(nights)).toEqual(nights);
    expect(nights).toHaveLength(14);
    expect(first[0]!.json<{ date: string }[]>()[0]?.date).toBe(TODAY);
  });

  it('keeps nothing while notifications are not received: every request reads, and sees any write', async () => {
    t = await createTestApp({ now: NOW });
    const kept = await get(t.app, SCHEDULE);
    expect((await get(t.app, SETTINGS)).statusCode).toBe(200);
    // Written by hand, announced to no instance (no code of the site does this): not seen while kept …
    await upsertOverride(t.db, { date: TODAY, ...closed }, t.clock.now(), 'test');
    await upsertSetting(t.db, {
      key: 'priceBath',
      value: '77',
      prevValue: null,
      updatedAt: t.clock.now(),
      updatedBy: 'test',
    });
    expect((await get(t.app, SCHEDULE)).body).toBe(kept.body);
    expect((await get(t.app, SETTINGS)).json()).not.toContainEqual({ key: 'priceBath', value: '77' });
    // … and seen at once when delivery stops, because then nothing is kept.
    t.caches.feed.setLive(false);
    const queries = countQueries(t);
    const down = await get(t.app, SCHEDULE);
    expect(down.json<{ date: string; closed: boolean }[]>()[0]).toMatchObject({ date: TODAY, closed: true });
    expect((await get(t.app, SETTINGS)).json()).toContainEqual({ key: 'priceBath', value: '77' });
    const read = queries();
    expect(read).toBeGreaterThan(0);
    const again = await get(t.app, SCHEDULE);
    expect(queries()).toBeGreaterThan(read);
    // The same body has the same ETag, kept or not.
    expect(etagOf(again)).toBe(etagOf(down));
  });

  it('sends a strong ETag, no-cache, and 304 for a matching If-None-Match in any of its forms', async () => {
    t = await createTestApp({ now: NOW });
    for (const url of [SCHEDULE, SETTINGS, ZMANIM, TOURS, PAYMENTS_CONFIG]) {
      const res = await get(t.app, url);
      const etag = etagOf(res);
      expect(etag, url).toMatch(STRONG_ETAG);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, `W/"x",W/${etag} ,`, ' * ']) {
        const hit = await get(t.app, url, { 'if-none-match': header });
        expect(hit.statusCode, `${url} ${header}`).toBe(304);
        expect(hit.body).toBe('');
        expect(hit.headers.etag).toBe(etag);
        expect(hit.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('ignores a malformed or other If-None-Match and sends the answer', async () => {
    t = await createTestApp({ now: NOW });
    const res = await get(t.app, SCHEDULE);
    const etag = etagOf(res);
    for (const header of [
      '"other"',
      etag.slice(1, -1),
      `${etag.slice(0, -1)}`,
      `w/${etag}`,
      `${etag} ${etag}`,
      `${etag}; q=1`,
      `*, ${etag}`,
      'W/',
      '""',
      `"${'x'.repeat(5000)}"`,
      '\u00ff\u00fe',
    ]) {
      const miss = await get(t.app, SCHEDULE, { 'if-none-match': header });
      expect(miss.statusCode, header).toBe(200);
      expect(miss.body).toBe(res.body);
      expect(miss.headers.etag).toBe(etag);
    }
  });

  it('compresses once per body, with its own ETag per encoding, each naming the same answer', async () => {
    t = await createTestApp({ now: NOW });
    const plain = await get(t.app, SCHEDULE);
    const zipped = await get(t.app, SCHEDULE, { 'accept-encoding': 'gzip' });
    const brotli = await get(t.app, SCHEDULE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const tags = [etagOf(plain), etagOf(zipped), etagOf(brotli)];
    expect(new Set(tags).size).toBe(3);
    expect(etagOf(zipped)).toBe(`${etagOf(plain).slice(0, -1)}-gzip"`);
    // The very same bytes each time: compressed once, kept with the body.
    const again = await get(t.app, SCHEDULE, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
    for (const tag of tags) {
      const hit = await get(t.app, SCHEDULE, { 'if-none-match': tag, 'accept-encoding': 'br' });
      expect(hit.statusCode).toBe(304);
      expect(hit.headers.etag).toBe(etagOf(brotli));
    }
    expect((await get(t.app, SCHEDULE, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBe(
      undefined,
    );
  });

  it('shows an override and a setting change at once, with a new ETag where the old one gets 200', async () => {
    t = await createTestApp({ now: NOW });
    const admin = await makePatron(t, 1, 'Admin');
    const [schedule, settings, zmanim] = await Promise.all(
      [SCHEDULE, SETTINGS, ZMANIM].map((url) => get(t!.app, url)),
    );
    await put(t.app, admin, `/api/api/settings/schedule/overrides/${TODAY}`, closed);
    const afterOverride = await get(t.app, SCHEDULE, { 'if-none-match': etagOf(schedule!) });
    expect(afterOverride.statusCode).toBe(200);
    expect(afterOverride.json<{ closed: boolean; hebrewNote: string }[]>()[0]).toMatchObject({
      closed: true,
      hebrewNote: 'Closed for repairs',
    });
    expect(etagOf(afterOverride)).not.toBe(etagOf(schedule!));
    // The override changed nothing the other answers hold: they are kept with their ETags.
    expect((await get(t.app, SETTINGS, { 'if-none-match': etagOf(settings!) })).statusCode).toBe(304);

    await put(t.app, admin, '/api/api/settings/admin/zmanTevilahDegrees', { value: '7.083' });
    await put(t.app, admin, '/api/api/settings/admin/priceBath', { value: '41' });
    for (const [url, before] of [
      [SCHEDULE, afterOverride],
      [SETTINGS, settings!],
      [ZMANIM, zmanim!],
    ] as const) {
      const res = await get(t.app, url, { 'if-none-match': etagOf(before) });
      expect(res.statusCode, url).toBe(200);
      expect(etagOf(res)).not.toBe(etagOf(before));
    }
    expect((await get(t.app, SETTINGS)).json()).toContainEqual({ key: 'priceBath', value: '41' });
    const nightfall = (res: LightMyRequestResponse) => res.json<{ zmanTevillah: string }>().zmanTevillah;
    expect(nightfall(await get(t.app, ZMANIM)) < nightfall(zmanim!)).toBe(true);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/api/settings/schedule/overrides/${TODAY}`,
      headers: auth(admin),
    });
    expect((await get(t.app, SCHEDULE)).json<{ closed: boolean }[]>()[0]?.closed).toBe(false);
  });

  it('rolls over to the next day with the clock: a new day is a new answer', async () => {
    t = await createTestApp({ now: NOW });
    const today = await get(t.app, SCHEDULE);
    const firstNight = (res: LightMyRequestResponse) => res.json<{ date: string }[]>()[0]?.date;
    expect(firstNight(today)).toBe(TODAY);
    // 23:59 in Los Angeles is still the 1st; midnight is the 2nd.
    t.clock.set(new Date('2026-12-02T07:59:00Z'));
    expect(etagOf(await get(t.app, SCHEDULE))).toBe(etagOf(today));
    t.clock.set(new Date('2026-12-02T08:00:00Z'));
    const tomorrow = await get(t.app, SCHEDULE, { 'if-none-match': etagOf(today) });
    expect(tomorrow.statusCode).toBe(200);
    expect(firstNight(tomorrow)).toBe('2026-12-02');
    expect(etagOf(tomorrow)).not.toBe(etagOf(today));
    expect((await get(t.app, ZMANIM)).json<{ date: string }>().date).toBe('2026-12-02');
    expect((await get(t.app, `${SCHEDULE}?from=${TODAY}`)).statusCode).toBe(400);
  });

  it('follows tours: an administrator’s change and a sign-up at once, a start by the clock', async () => {
    t = await createTestApp({ now: NOW, settings: { facilityEmail: 'office@mikvah.example.org' } });
    const admin = await makePatron(t, 2, 'Admin');
    const ids = () => get(t!.app, TOURS).then((res) => res.json<{ id: string }[]>().map((x) => x.id));
    expect(await ids()).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api/tours',
      headers: auth(admin),
      payload: { type: 'Kallah', date: '2026-12-03T19:00', capacity: 1 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ result: { id: string } }>().result.id;
    expect(await ids()).toEqual([id]);
    // Started: gone by the clock alone; back when the clock goes back (DEV_TOOLS time travel).
    t.clock.set(new Date('2026-12-04T03:00:00Z'));
    expect(await ids()).toEqual([]);
    t.clock.set(new Date(NOW));
    expect(await ids()).toEqual([id]);
    // The facility's time zone is a setting: the dates follow it.
    await put(t.app, admin, '/api/api/settings/admin/timeZone', { value: 'America/New_York' });
    const listed = (await get(t.app, TOURS)).json<{ date: string }[]>();
    expect(listed[0]?.date).toBe('2026-12-03T22:00:00-05:00');
    // The one spot taken: the tour is full and leaves the list at once.
    const signup = await t.app.inject({
      method: 'POST',
      url: `/api/api/tours/${id}/signup`,
      payload: {
        firstName: 'Sarah',
        lastName: 'Levi',
        email: 'sarah@example.org',
        tourId: id,
        reCaptchaTokenResponse: await solvedToken(t.app),
      },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(await ids()).toEqual([]);
  });

  it.runIf(testEngine() === 'pg')(
    "follows another instance's override, setting and tour once they commit",
    async () => {
      t = await createTestApp({ now: NOW });
      const sibling = await createSiblingApp(t);
      const admin = await makePatron(t, 3, 'Admin');
      const [schedule, settings, tours] = await Promise.all(
        [SCHEDULE, SETTINGS, TOURS].map((url) => get(t!.app, url)),
      );
      await put(sibling, admin, `/api/api/settings/schedule/overrides/${TODAY}`, closed);
      await put(sibling, admin, '/api/api/settings/admin/priceBath', { value: '39' });
      const tour = await sibling.inject({
        method: 'POST',
        url: '/api/api/tours',
        headers: auth(admin),
        payload: { type: 'Kallah', date: '2026-12-10T19:00' },
      });
      expect(tour.statusCode, tour.body).toBe(200);
      const changed = (url: string, before: LightMyRequestResponse) => async () =>
        (await get(t!.app, url, { 'if-none-match': etagOf(before) })).statusCode;
      await expect.poll(changed(SCHEDULE, schedule!), { timeout: 15_000 }).toBe(200);
      await expect.poll(changed(SETTINGS, settings!), { timeout: 15_000 }).toBe(200);
      await expect.poll(changed(TOURS, tours!), { timeout: 15_000 }).toBe(200);
      expect((await get(t.app, SCHEDULE)).json<{ closed: boolean }[]>()[0]?.closed).toBe(true);
      expect((await get(t.app, SETTINGS)).json()).toContainEqual({ key: 'priceBath', value: '39' });
      expect((await get(t.app, TOURS)).json()).toHaveLength(1);
    },
    60_000,
  );
});
