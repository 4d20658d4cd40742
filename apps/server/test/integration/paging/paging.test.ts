import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roomAlerts, supplyRequests } from '../../../src/db/schema.ts';
import { startFakeAlgoPaging } from '../../helpers/fake-algo-paging.ts';
import type { FakeAlgoPaging } from '../../helpers/fake-algo-paging.ts';
import { nightSuite } from '../../helpers/night.ts';
import { auth } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';

/** A loaded machine may take seconds: a wait is there to catch what never happens. */
const WAIT = { timeout: 40_000, interval: 100 };
const PASSWORD = 'page-secret';

/*
 * The attendants hear a call (docs/building/paging.md): an Algo paging adapter's RESTful API on a
 * loopback port checks each request's signature as the device does, and plays the call's tone. The
 * page is a job of the queue: tried again when the paging system is away, dropped once answered.
 */
describe('paging the attendants', () => {
  const n = nightSuite({ jobs: true });
  let device: FakeAlgoPaging;
  let room = 0;
  let token = '';

  const tablet = (what: string, payload?: object) => n.tabletCall(room, token, what, payload);
  const set = (key: string, value: string) => saveSetting(n.t, n.admin, key, value);
  const tones = () => device.played.map((p) => p.path);
  const pagingDevice = async () => {
    const res = await n.t.app.inject({
      method: 'GET',
      url: '/api/api/building-devices',
      headers: auth(n.admin),
    });
    return res
      .json<{ id: string; state: string; lastError: string | null }[]>()
      .find((d) => d.id === 'paging')!;
  };
  /** No page is waiting or being tried: what was to be played has been, or given up. */
  const settled = () =>
    expect
      .poll(async () => {
        const res = await n.t.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'page-attendants' and state in ('created', 'retry', 'active')`,
        );
        return (res as { rows: { n: number }[] }).rows[0]!.n;
      }, WAIT)
      .toBe(0);
  const answerAll = async () => {
    await n.t.db.update(roomAlerts).set({ acknowledgedAt: n.t.clock.now() });
    await n.t.db.update(supplyRequests).set({ status: 'complete' });
  };

  beforeAll(async () => {
    device = await startFakeAlgoPaging(PASSWORD);
    await set('pagingAddress', '127.0.0.1');
    await set('pagingPort', String(device.port));
    await set('pagingPassword', PASSWORD);
    await set('pagingVolume', '70');
    await set('pagingGain', '50');
  });
  afterAll(() => device.close());
  beforeEach(async () => {
    await n.openOnly(['3']);
    const res = await n.checkin(n.ids[1]!);
    expect(res.statusCode, res.body).toBe(200);
    room = n.result(res).room!.id;
    token = await n.tabletToken(room);
    await answerAll();
    await settled();
    device.played.length = 0;
    device.calls.length = 0;
    device.down = false;
  });

  it('her call for help plays the help tone at the set volume, signed, naming no one; once per open call', async () => {
    expect((await tablet('help')).statusCode).toBe(200);
    await expect.poll(tones, WAIT).toEqual(['warble3-high.wav']);
    expect(device.refused).toBe(0);
    expect(device.settings.get('audio.page.vol')).toBe('-12dB');
    expect(device.settings.get('audio.input.gain')).toBe('-9dB');
    // Nothing of her: only the device's own parameters are ever sent.
    const keys = new Set(device.calls.flatMap((c) => Object.keys(c.body)));
    expect([...keys].sort()).toEqual(['audio.input.gain', 'audio.page.vol', 'loop', 'path']);
    // A second press while the first is open is the same call.
    expect((await tablet('help')).statusCode).toBe(200);
    await settled();
    expect(tones()).toEqual(['warble3-high.wav']);
    expect((await pagingDevice()).state).toBe('answering');
  });

  it('Ready chimes, a supply from the tablet pages, one asked for by the desk does not', async () => {
    expect((await tablet('ready')).statusCode).toBe(200);
    await expect.poll(tones, WAIT).toEqual(['chime.wav']);
    expect((await tablet('supplies', { item: 'Towel' })).statusCode).toBe(200);
    await expect.poll(tones, WAIT).toEqual(['chime.wav', 'page-notif.wav']);
    const desk = await n.t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/${room}/supplies`,
      headers: auth(n.desk),
      payload: { item: 'Robe' },
    });
    expect(desk.statusCode, desk.body).toBe(200);
    await settled();
    expect(tones()).toEqual(['chime.wav', 'page-notif.wav']);
  });

  it('goes to a multicast zone when one is set; a zone that is not one is refused in her language', async () => {
    await set('pagingObject', '224.0.2.60:50002');
    try {
      expect((await tablet('help')).statusCode).toBe(200);
      await expect
        .poll(() => device.played, WAIT)
        .toEqual([{ path: 'warble3-high.wav', zone: '224.0.2.60:50002' }]);
      for (const [language, sentence] of [
        [
          'en',
          'A paging zone is a multicast address and port, like 224.0.2.60:50002, or empty to play on the paging system itself.',
        ],
        [
          'he',
          'אזור כריזה הוא כתובת שידור ופורט, למשל 224.0.2.60:50002, או ריק כדי להשמיע במערכת הכריזה עצמה.',
        ],
      ] as const) {
        const bad = await n.t.app.inject({
          method: 'PUT',
          url: '/api/api/settings/admin/pagingObject',
          headers: { ...auth(n.admin), 'accept-language': language },
          payload: { value: 'the hallway' },
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.body).toContain(sentence);
      }
    } finally {
      await set('pagingObject', '');
    }
  });

  it('while the paging system is away the tablet still answers; the page is tried again and played', async () => {
    device.down = true;
    const res = await tablet('help');
    expect(res.statusCode).toBe(200);
    await expect.poll(async () => (await pagingDevice()).lastError, WAIT).toMatch(/did not answer/);
    expect((await pagingDevice()).state).toBe('failing');
    device.down = false;
    await expect.poll(tones, WAIT).toEqual(['warble3-high.wav']);
    await expect.poll(async () => (await pagingDevice()).state, WAIT).toBe('answering');
  });

  it('a wrong password is said on the devices page, never the password; a call answered meanwhile is not announced', async () => {
    await set('pagingPassword', 'not-the-password');
    try {
      expect((await tablet('help')).statusCode).toBe(200);
      await expect.poll(async () => (await pagingDevice()).lastError, WAIT).toMatch(/refused the password/);
      expect(JSON.stringify(await pagingDevice())).not.toContain('not-the-password');
      // The desk answers before the paging system is put right: the retry finds nothing to say.
      await answerAll();
      await set('pagingPassword', PASSWORD);
      await settled();
      await sleep(200);
      expect(tones()).toEqual([]);
    } finally {
      await set('pagingPassword', PASSWORD);
    }
  });

  it("the devices page's test plays the speech test, audited", async () => {
    const res = await n.t.app.inject({
      method: 'POST',
      url: '/api/api/building-devices/paging/test',
      headers: auth(n.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: { ok: true, device: { id: 'paging', state: 'answering' } } });
    expect(tones()).toEqual(['speech-test.wav']);
    const audit = await n.t.app.inject({
      method: 'GET',
      url: '/api/api/audit?action=device.test',
      headers: auth(n.admin),
    });
    expect(audit.body).toContain('paging');
  });
});
