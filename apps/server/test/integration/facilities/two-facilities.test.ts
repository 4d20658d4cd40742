import { sql } from 'drizzle-orm';
import { DEFAULT_FACILITY } from '@tevila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { createAltchaBotCheck } from '../../../src/adapters/bot-check/altcha.ts';
import { notifyOrganisationChange } from '../../../src/changes/repo.ts';
import { inFacility } from '../../../src/db/facility-scope.ts';
import { lockNight } from '../../../src/modules/reservations/repo.ts';
import { encodeSolution } from '../../helpers/bot-check.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower } from '../../helpers/reservations.ts';
import { NORTH, addNorth } from '../../helpers/facilities.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';
// 10:00 in Los Angeles (the first facility), 13:00 in New York (the second), on the night's date.
const MORNING = '2026-12-01T18:00:00Z';

interface Slot {
  timeSlot: string;
}
interface Day {
  openTime: string | null;
}

/*
 * Two facilities on one deployment (docs/facilities.md): each request is the facility's whose host it
 * came to, with its own settings, hours, building and accounts; nothing of one is seen at the other.
 */
describe('two facilities side by side', () => {
  let t: TestApp;
  let south: Patron;
  let north: Patron;
  let northAdmin: Patron;
  const at = (host: string | undefined, p?: Patron) => ({ ...(host ? { host } : {}), ...(p ? auth(p) : {}) });
  const get = (url: string, host?: string, p?: Patron, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...at(host, p), ...extra } });
  const openTime = async (host?: string) =>
    (await get(`/api/api/settings/schedule?from=${NIGHT}&days=1`, host)).json<Day[]>()[0]?.openTime;

  beforeAll(async () => {
    t = await createTestApp({ now: MORNING });
    await addNorth(t, {
      timeZone: 'America/New_York',
      lat: '40.7128',
      lng: '-74.0060',
      admin: '+12125550100',
    });
    south = await makePatron(t, 71);
    north = await inFacility('north', () => makePatron(t, 72));
    northAdmin = await inFacility('north', () => makePatron(t, 73, 'Admin'));
  });
  afterAll(() => t.close());

  it("answers each host with its own facility's settings and hours, whatever the case and port", async () => {
    const name = async (host?: string) =>
      (await get('/api/api/settings', host)).json<{ key: string; value: string }[]>();
    const settingOf = (list: { key: string; value: string }[], key: string) =>
      list.find((s) => s.key === key)?.value;
    const southSettings = await name();
    const northSettings = await name(NORTH);
    expect(settingOf(southSettings, 'facilityName')).toBe('Tevila Mikvah');
    expect(settingOf(northSettings, 'facilityName')).toBe('North Mikvah');
    expect(settingOf(northSettings, 'timeZone')).toBe('America/New_York');
    expect(settingOf(await name('NORTH.Test:8443'), 'facilityName')).toBe('North Mikvah');
    // Nightfall comes at another hour in New York than in Los Angeles.
    expect(await openTime(NORTH)).not.toEqual(await openTime());
  });

  it('books at each facility in its own building, and counts each night apart', async () => {
    const slotsAt = async (host: string | undefined, p: Patron) => {
      const res = await get(`/api/api/reservations/availablereservations?dt=${NIGHT}`, host, p);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Slot[]>();
    };
    const [southSlot] = await slotsAt(undefined, south);
    const [northSlot] = await slotsAt(NORTH, north);
    const booked = async (host: string | undefined, p: Patron, time: string) => {
      const res = await book(
        t.app,
        p,
        { reservationDate: NIGHT, reservationTime: time, ...shower },
        { headers: host ? { host } : {} },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ result: { id: string } }>().result.id;
    };
    // At the same moment on one instance: each booking in its own facility's batch of the night.
    const [southId, northId] = await Promise.all([
      booked(undefined, south, southSlot!.timeSlot),
      booked(NORTH, north, northSlot!.timeSlot),
    ]);
    const mine = async (host: string | undefined, p: Patron) =>
      (await get(`/api/api/reservations/findbyuser?user=${p.userId}`, host, p))
        .json<{ id: string }[]>()
        .map((r) => r.id);
    expect(await mine(undefined, south)).toEqual([southId]);
    expect(await mine(NORTH, north)).toEqual([northId]);
    // Another facility's reservation, named by its id, by that facility's administrator: not there.
    const theirs = await get(`/api/api/reservations/${southId}`, NORTH, northAdmin);
    expect(theirs.statusCode).toBe(404);
  });

  it("turns away a token of one facility at another's host", async () => {
    const me = (p: Patron) => `/api/api/users/${p.userId}`;
    expect((await get(me(south), undefined, south)).statusCode).toBe(200);
    expect((await get(me(north), NORTH, north)).statusCode).toBe(200);
    expect((await get(me(south), NORTH, south)).statusCode).toBe(401);
    expect((await get(me(north), undefined, north)).statusCode).toBe(401);
  });

  it('lists both facilities tonight, each with its own hours and site', async () => {
    const list = (await get('/api/api/facilities/tonight')).json<
      { slug: string; name: string; url: string }[]
    >();
    expect(list.map((f) => [f.slug, f.name])).toEqual([
      ['default', 'Tevila Mikvah'],
      ['north', 'North Mikvah'],
    ]);
    expect(list[1]?.url).toBe(`https://${NORTH}`);
    // The first facility has no host, no PUBLIC_URL and no site set: its address is the one asked at,
    // but asked at the second's host that address is the second's, and the first's is not known there.
    expect(list[0]?.url).toBe('http://localhost:80');
    const atNorth = (await get('/api/api/facilities/tonight', NORTH)).json<{ url: string }[]>();
    expect(atNorth.map((f) => f.url)).toEqual(['', `https://${NORTH}`]);
  });

  it("takes a bot check's challenge only at the facility that gave it", async () => {
    const check = createAltchaBotCheck({ db: t.db, authSecret: t.config.AUTH_SECRET ?? '' });
    // The port gives altcha-lib's challenge as plain parameters and signature: the widget's shape.
    const solved = async () =>
      encodeSolution((await inFacility('north', () => check.challenge())) as unknown as Challenge);
    expect(await inFacility('default', async () => check.verify(await solved(), null))).toMatchObject({
      ok: false,
    });
    expect(await inFacility('north', async () => check.verify(await solved(), null))).toEqual({ ok: true });
  });

  it('answers a host that is no facility’s with 404 and one sentence, once every facility has its own', async () => {
    // The first facility answered every other host until it was given one.
    expect((await get('/api/api/settings', 'elsewhere.test')).statusCode).toBe(200);
    await t.db.execute(sql`update facilities set host = 'south.test' where id = 'default'`);
    await notifyOrganisationChange(t.db, 'facilities:*');
    await expect.poll(async () => (await get('/api/api/settings', 'elsewhere.test')).statusCode).toBe(404);
    const res = await get('/api/api/settings', 'elsewhere.test');
    expect(res.json()).toEqual({
      Message: 'There is no mikvah at this address. Please check the address you were given.',
    });
    const hebrew = await get('/api/api/settings', 'elsewhere.test', undefined, { 'accept-language': 'he' });
    expect(hebrew.json()).toEqual({ Message: 'אין מקווה בכתובת הזו. נא לבדוק את הכתובת שקיבלת.' });
    expect((await get('/api/api/settings', 'SOUTH.test')).statusCode).toBe(200);
    // The organisation's host: tonight's mikvaot, and nothing of any facility's own.
    const directory = await get('/api/api/facilities/tonight', 'elsewhere.test');
    expect(directory.statusCode).toBe(200);
    expect(directory.json<{ slug: string }[]>().map((f) => f.slug)).toEqual(['default', 'north']);
    expect((await get('/hours', 'elsewhere.test')).statusCode).toBe(404);
    expect((await get('/', 'elsewhere.test')).statusCode).not.toBe(404);
    expect((await get('/mikvaot', 'elsewhere.test')).statusCode).not.toBe(404);
  });

  it.runIf(testEngine() === 'pg')(
    "holds one facility's night for a booking without making another's of the same date wait",
    async () => {
      // A booking's transaction at the first facility, holding the night's lock until told.
      let release = () => {};
      const released = new Promise<void>((r) => (release = r));
      let holding = () => {};
      const held = new Promise<void>((r) => (holding = r));
      const first = t.db.transaction(async (tx) => {
        await lockNight(tx, NIGHT);
        holding();
        await released;
      });
      await held;
      const lockAt = (facility: string) =>
        inFacility(facility, () =>
          t.db.transaction(async (tx) => {
            await tx.execute(sql`set local lock_timeout = '300ms'`);
            await lockNight(tx, NIGHT);
          }),
        ).then(
          () => 'locked',
          (err: unknown) => (err instanceof Error ? `${err.message} ${String(err.cause)}` : String(err)),
        );
      try {
        expect(await lockAt('north')).toBe('locked');
        expect(await lockAt(DEFAULT_FACILITY)).toMatch(/lock timeout/);
      } finally {
        release();
        await first;
      }
    },
  );
});
