import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressorOf } from '../../../src/app.ts';
import { startLocalRelay } from '../../helpers/modbus-server.ts';
import type { LocalRelay } from '../../helpers/modbus-server.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const MIN = 60_000;
/** Channel 3 of the relay (Modbus coil 2) runs the compressor; input 1 (address 0) is its pressure switch. */
const COIL = 2;
const INPUT = 0;

/*
 * The air compressor on Shabbos (docs/building/compressor.md): a Modbus TCP relay on a loopback port
 * whose input says the pressure switch asks for air; the coil runs the compressor at once on a
 * weekday, and only after the delay on Shabbos, so no one's act starts it.
 */
describe('the compressor relay', () => {
  let t: TestApp;
  let relay: LocalRelay;
  /** Signed in afresh: the clock moves by days here, past any access token's life. */
  const admin = (): Promise<Patron> => makePatron(t, 90, 'Admin');

  const coil = () => relay.writes.filter((w) => w.coil === COIL).map((w) => w.value);
  const tick = () => compressorOf(t.app).tick();
  const device = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/api/building-devices',
      headers: auth(await admin()),
    });
    return res
      .json<{ id: string; state: string; address: string; lastError: string | null }[]>()
      .find((d) => d.id === 'compressor-relay')!;
  };
  const audited = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/audit', headers: auth(await admin()) });
    return res.body;
  };

  beforeAll(async () => {
    relay = await startLocalRelay();
    // Thursday 3 December 2026, noon in Los Angeles: an ordinary day.
    t = await createTestApp({
      now: '2026-12-03T20:00:00Z',
      settings: {
        modbusRelayAddress: relay.address,
        compressorRelayCoil: '3',
        compressorDemandInput: '1',
        shabbosCompressorDelayMinutes: '10',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  it('on a weekday runs as soon as air is asked for, and stops when it is not', async () => {
    await tick();
    expect(coil()).toEqual([false]);
    relay.inputs.add(INPUT);
    await tick();
    expect(coil()).toEqual([false, true]);
    await tick();
    expect(coil()).toEqual([false, true]);
    relay.inputs.delete(INPUT);
    await tick();
    expect(coil()).toEqual([false, true, false]);
    expect(await device()).toMatchObject({ state: 'answering', address: relay.address });
  });

  it('on Shabbos starts only after the delay of asking, and the mode is audited', async () => {
    t.clock.set(new Date('2026-12-05T20:00:00Z')); // Saturday noon
    // A look asked for waits for one that starts after it: from here on every look, the server's own
    // each second included, is on Shabbos, before air is asked for.
    await tick();
    relay.writes.length = 0;
    relay.inputs.add(INPUT);
    await tick();
    expect(coil()).toEqual([]);
    t.clock.set(new Date(Date.parse('2026-12-05T20:00:00Z') + 9 * MIN));
    await tick();
    expect(coil()).toEqual([]);
    t.clock.set(new Date(Date.parse('2026-12-05T20:00:00Z') + 10 * MIN));
    await tick();
    expect(coil()).toEqual([true]);
    expect(await audited()).toContain('compressor.shabbos_start');
    // Asked again after a break: the delay starts again.
    relay.inputs.delete(INPUT);
    await tick();
    relay.inputs.add(INPUT);
    await tick();
    expect(coil()).toEqual([true, false]);
    // After nightfall on Saturday it is a weekday again: it runs at once.
    t.clock.set(new Date('2026-12-06T04:00:00Z'));
    await tick();
    expect(coil()).toEqual([true, false, true]);
    expect(await audited()).toContain('compressor.shabbos_end');
  });

  it('one instance drives the relay however many run', async () => {
    const sibling = await createSiblingApp(t);
    // Both look each time: whichever holds the lease (a busy machine may let it pass to the new one
    // while that starts), the other writes nothing.
    const both = () => Promise.all([tick(), compressorOf(sibling).tick()]);
    try {
      relay.inputs.delete(INPUT);
      await both();
      relay.writes.length = 0;
      relay.inputs.add(INPUT);
      await both();
      await both();
      expect(coil()).toEqual([true]);
      relay.inputs.delete(INPUT);
      await both();
      expect(coil()).toEqual([true, false]);
    } finally {
      await sibling.close();
    }
  });

  it('a relay that does not answer is said on the devices page; nothing ends', async () => {
    await relay.close();
    await tick();
    const seen = await device();
    expect(seen.state).toBe('failing');
    expect(seen.lastError).toMatch(/did not answer/);
  });
});
