import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLightsOf } from '../../../src/app.ts';
import { deviceLeases } from '../../../src/db/schema.ts';
import { refusal } from '../../helpers/answers.ts';
import { startFakeArtnetNode } from '../../helpers/fake-artnet-node.ts';
import type { FakeArtnetNode } from '../../helpers/fake-artnet-node.ts';
import { NIGHT, nightSuite } from '../../helpers/night.ts';
import { auth } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';
import { createSiblingApp } from '../../helpers/test-app.ts';

/** A loaded machine may take seconds: a wait is there to catch what never happens. */
const WAIT = { timeout: 15_000, interval: 50 };
const CHANNEL = 5;

/*
 * Her call lights the hallway (docs/building/call-lights.md): a DMX node on a loopback UDP port reads
 * the Art-Net frames the server sends, sees the room's channel blink while her call is open and go
 * dark once the desk answers, with one sender however many instances run.
 */
describe('call lights over Art-Net', () => {
  const n = nightSuite();
  let node: FakeArtnetNode;
  let tabletToken = '';
  let room = 0;

  const tablet = (what: string, payload?: object) => n.tabletCall(room, tabletToken, what, payload);
  const editRoom = (id: number, payload: object, language = 'en') =>
    n.t.app.inject({
      method: 'PUT',
      url: `/api/api/rooms/${id}`,
      headers: { ...auth(n.admin), 'accept-language': language },
      payload,
    });
  /** Levels of the channel seen from now for `ms`. */
  const watch = async (ms: number) => {
    const from = Date.now();
    await sleep(ms);
    return node.levelsSince(CHANNEL, from);
  };
  const blinking = (levels: number[]) => {
    const changes = levels.filter((level, i) => i > 0 && level !== levels[i - 1]).length;
    return levels.includes(255) && levels.includes(0) && changes >= 3;
  };
  /** No longer blinking (half a second holds several beats at 100 ms), and it stays dark. */
  const dark = async () => {
    await expect.poll(async () => (await watch(500)).includes(255), WAIT).toBe(false);
    expect(node.level(CHANNEL)).toBe(0);
    expect(await watch(1200)).not.toContain(255);
  };

  /** She is checked in to room 3, the only room open, whose tablet calls for her. */
  const sheIsIn = async () => {
    await n.openOnly(['3']);
    const res = await n.checkin(n.ids[1]!);
    expect(res.statusCode, res.body).toBe(200);
    room = n.result(res).room!.id;
    tabletToken = await n.tabletToken(room);
  };

  beforeAll(async () => {
    node = await startFakeArtnetNode();
    await saveSetting(n.t, n.admin, 'dmxNodeAddress', '127.0.0.1');
    await saveSetting(n.t, n.admin, 'dmxPort', String(node.port));
    await saveSetting(n.t, n.admin, 'dmxBlinkOnMs', '100');
    await saveSetting(n.t, n.admin, 'dmxBlinkOffMs', '100');
  });
  afterAll(() => node.close());

  it("a room's channel is 1 to 512 and its own; a wrong one is refused in her language", async () => {
    const three = await n.roomId('3');
    const four = await n.roomId('4');
    for (const bad of [0, 513, 'five', 2.5]) {
      const res = await editRoom(three, { dmxChannel: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toEqual(
        refusal('A DMX channel is a whole number from 1 to 512, or empty for none.'),
      );
    }
    const hebrew = await editRoom(three, { dmxChannel: 600 }, 'he');
    expect(hebrew.json()).toEqual(refusal('ערוץ DMX הוא מספר שלם מ־1 עד 512, או ריק כשאין.'));
    const set = await editRoom(three, { dmxChannel: CHANNEL });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ result: { number: '3', dmxChannel: CHANNEL } });
    const taken = await editRoom(four, { dmxChannel: String(CHANNEL) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(
      refusal(`Room 3 already has DMX channel ${CHANNEL}: each room needs its own.`),
    );
    const list = await n.t.app.inject({ method: 'GET', url: '/api/api/rooms', headers: auth(n.admin) });
    const rooms = list.json<{ number: string; dmxChannel: number | null }[]>();
    expect(rooms.find((r) => r.number === '3')?.dmxChannel).toBe(CHANNEL);
    expect(rooms.find((r) => r.number === '4')?.dmxChannel).toBeNull();
  });

  it('her call for help blinks her room light, fast; the desk answers and it goes dark and stays so', async () => {
    await sheIsIn();
    await callLightsOf(n.t.app).refresh();
    expect(await watch(600)).not.toContain(255);

    expect((await tablet('help')).statusCode).toBe(200);
    await expect.poll(async () => blinking(await watch(700)), WAIT).toBe(true);

    const alerts = await n.t.app.inject({
      method: 'GET',
      url: `/api/api/rooms/alerts?dt=${NIGHT}`,
      headers: auth(n.desk),
    });
    const [alert] = alerts.json<{ id: number }[]>();
    const answered = Date.now();
    const ack = await n.t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/alerts/${alert!.id}/acknowledge`,
      headers: auth(n.desk),
    });
    expect(ack.statusCode, ack.body).toBe(200);
    await dark();
    // Within 2 seconds on a machine not busy with other work; here only the order is asserted.
    expect(Date.now() - answered).toBeLessThan(15_000);
    // Dark, the frames still come every second, so the node never drops the source.
    const levels = await watch(2600);
    expect(levels.length).toBeGreaterThanOrEqual(2);
    expect(levels).not.toContain(255);
  });

  it('a request for supplies and a visit ready for the attendant light it too, until answered', async () => {
    await sheIsIn();
    const towel = await tablet('supplies', { item: 'towel' });
    expect(towel.statusCode, towel.body).toBe(200);
    await expect.poll(async () => blinking(await watch(700)), WAIT).toBe(true);
    const supplyId = towel.json<{ result: { id: number } }>().result.id;
    const done = await n.t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/${room}/supplies/${supplyId}`,
      headers: auth(n.desk),
      payload: { status: 'complete' },
    });
    expect(done.statusCode, done.body).toBe(200);
    await dark();

    const ready = await tablet('ready');
    expect(ready.statusCode, ready.body).toBe(200);
    await expect.poll(async () => blinking(await watch(700)), WAIT).toBe(true);
    // The attendant took her to the pool and back: the visit moved on.
    const moved = await n.setStatus(n.ids[1]!, 'Dressing');
    expect(moved.statusCode, moved.body).toBe(200);
    await dark();
  });

  it('one instance sends; when it stops answering for its lease another takes over, lights as they were', async () => {
    const sibling = await createSiblingApp(n.t);
    await callLightsOf(n.t.app).refresh();
    await callLightsOf(sibling).refresh();
    expect([callLightsOf(n.t.app).holding(), callLightsOf(sibling).holding()].sort()).toEqual([false, true]);
    const [holder, other] = callLightsOf(n.t.app).holding() ? [n.t.app, sibling] : [sibling, n.t.app];
    await sheIsIn();
    expect((await tablet('help')).statusCode).toBe(200);
    await expect.poll(async () => blinking(await watch(700)), WAIT).toBe(true);

    // The holder goes silent (as a process that died would): its lease is left to run out.
    await n.t.db
      .update(deviceLeases)
      .set({ holder: 'an-instance-that-died', expiresAt: sql`now() + interval '2 seconds'` })
      .where(eq(deviceLeases.device, 'dmx-node'));
    await callLightsOf(holder).refresh();
    expect(callLightsOf(holder).holding()).toBe(false);
    await expect.poll(() => callLightsOf(holder).holding() || callLightsOf(other).holding(), WAIT).toBe(true);
    // The open call is read again from the database: the light still blinks.
    await expect.poll(async () => blinking(await watch(700)), WAIT).toBe(true);
    await sibling.close();
  });

  it("the devices page's test blinks the room on the lowest channel; with no node nothing is sent", async () => {
    const alerts = await n.t.app.inject({
      method: 'GET',
      url: `/api/api/rooms/alerts?dt=${NIGHT}`,
      headers: auth(n.desk),
    });
    for (const alert of alerts.json<{ id: number }[]>())
      await n.t.app.inject({
        method: 'POST',
        url: `/api/api/rooms/alerts/${alert.id}/acknowledge`,
        headers: auth(n.desk),
      });
    await callLightsOf(n.t.app).refresh();
    await dark();
    const from = Date.now();
    const test = await n.t.app.inject({
      method: 'POST',
      url: '/api/api/building-devices/dmx-node/test',
      headers: auth(n.admin),
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({
      result: { ok: true, device: { id: 'dmx-node', state: 'answering' } },
    });
    expect(blinking(node.levelsSince(CHANNEL, from))).toBe(true);

    // Before the evening's start-up (dailyPMHour) nothing is sent either.
    await saveSetting(n.t, n.admin, 'dailyPMHour', '22.5');
    await callLightsOf(n.t.app).refresh();
    expect(callLightsOf(n.t.app).holding()).toBe(false);
    await saveSetting(n.t, n.admin, 'dailyPMHour', '12');

    await saveSetting(n.t, n.admin, 'dmxNodeAddress', '');
    await callLightsOf(n.t.app).refresh();
    expect(callLightsOf(n.t.app).holding()).toBe(false);
    await sleep(300);
    const count = node.frames.length;
    expect((await tablet('help')).statusCode).toBe(200);
    await sleep(1500);
    expect(node.frames.length).toBe(count);
  });
});
