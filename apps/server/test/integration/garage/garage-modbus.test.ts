import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseGates } from '../../../src/adapters/garage-gates/choose.ts';
import { createModbusGates, relayTarget } from '../../../src/adapters/garage-gates/modbus.ts';
import { GateUnreachableError } from '../../../src/adapters/garage-gates/port.ts';
import { accessLogs } from '../../../src/db/schema.ts';
import { changeSetting } from '../../../src/modules/settings/service.ts';
import { freePort, startLocalRelay } from '../../helpers/modbus-server.ts';
import type { LocalRelay } from '../../helpers/modbus-server.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const AT_THE_GARAGE = { lat: 34.0522, lng: -118.2437 };
const pulse = (coil: number) => [
  { coil, value: true, unitId: 1 },
  { coil, value: false, unitId: 1 },
];

describe('the Modbus TCP relay of the garage gates (docs/design.md §7)', () => {
  let relay: LocalRelay;
  beforeAll(async () => {
    relay = await startLocalRelay();
  });
  afterAll(() => relay.close());

  it('pulses the coil of each door: on, then off after the pulse, on unit 1', async () => {
    relay.writes.length = 0;
    const gates = createModbusGates({ address: relay.address, pulseMs: 50 });
    const started = Date.now();
    await gates.open('garage-2-inner');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    await gates.open('garage-1-outer');
    expect(relay.writes).toEqual([...pulse(3), ...pulse(0)]);
  });

  it('reads host, [IPv6] and port from the address; 502 when no port is given', () => {
    expect(relayTarget('192.168.1.20')).toEqual({ host: '192.168.1.20', port: 502 });
    expect(relayTarget('relay.local:1502')).toEqual({ host: 'relay.local', port: 1502 });
    expect(relayTarget('[fd00::7]:503')).toEqual({ host: 'fd00::7', port: 503 });
  });

  it('fails with GateUnreachableError when nothing answers at the address', async () => {
    const closed = `127.0.0.1:${await freePort()}`;
    await expect(
      createModbusGates({ address: closed, pulseMs: 10, timeoutMs: 500 }).open('garage-1-outer'),
    ).rejects.toBeInstanceOf(GateUnreachableError);
  });

  it('gives up within the timeout on a device that accepts the connection but never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = Date.now();
      await expect(
        createModbusGates({ address: `127.0.0.1:${port}`, timeoutMs: 300 }).open('garage-1-outer'),
      ).rejects.toBeInstanceOf(GateUnreachableError);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.close();
    }
  });

  it('uses the simulated relay while the address is empty, and reads the address at every opening', async () => {
    relay.writes.length = 0;
    const logged: object[] = [];
    let address = '';
    const gates = chooseGates({
      relayAddress: async () => address,
      log: { info: (obj) => logged.push(obj), warn: () => {} },
      pulseMs: 10,
    });
    await gates.open('garage-1-inner');
    expect(logged).toEqual([{ door: 'garage-1-inner' }]);
    expect(relay.writes).toEqual([]);
    address = relay.address;
    await gates.open('garage-1-inner');
    expect(relay.writes).toEqual(pulse(1));
    expect(logged).toHaveLength(1);
  });

  describe('through the API', () => {
    let t: TestApp;
    let keeper: Patron;
    beforeAll(async () => {
      t = await createTestApp({
        now: '2026-12-03T04:00:00Z',
        settings: { modbusRelayAddress: relay.address },
      });
      keeper = await makePatron(t, 620, 'OpenGarageGate');
    });
    afterAll(() => t.close());

    const open = (site: number, option: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/api/garage/open',
        headers: auth(keeper),
        payload: { ...AT_THE_GARAGE, site, option },
      });

    it('writes coils 0 to 3 for the four gates and logs each opening', async () => {
      relay.writes.length = 0;
      for (const [site, option] of [
        [1, 1],
        [1, 2],
        [2, 1],
        [2, 2],
      ] as const) {
        const res = await open(site, option);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().message).toBe('The gate is opening.');
      }
      expect(relay.writes).toEqual([...pulse(0), ...pulse(1), ...pulse(2), ...pulse(3)]);
      const rows = await t.db.select().from(accessLogs);
      expect(rows.map((r) => r.door)).toEqual([
        'garage-1-outer',
        'garage-1-inner',
        'garage-2-outer',
        'garage-2-inner',
      ]);
    }, 20_000);

    it('answers 503 when the relay does not respond, and logs no opening', async () => {
      const before = (await t.db.select().from(accessLogs)).length;
      const writeCtx = { db: t.db, clock: t.clock, caches: t.caches };
      const actor = { userId: 'test', ip: null };
      await changeSetting(writeCtx, {
        key: 'modbusRelayAddress',
        value: `127.0.0.1:${await freePort()}`,
        actor,
      });
      const res = await open(1, 1);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Message: 'The gate did not respond. Please call the front desk.' });
      expect((await t.db.select().from(accessLogs)).length).toBe(before);
      await changeSetting(writeCtx, { key: 'modbusRelayAddress', value: relay.address, actor });
      expect((await open(1, 1)).statusCode).toBe(200);
    }, 20_000);
  });
});
