import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceHealth } from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { TEST_CODE_RESERVATION } from '../../../src/modules/building-devices/testers.ts';
import { startFakeLockServer } from '../../helpers/fake-lock-server.ts';
import type { FakeLockServer } from '../../helpers/fake-lock-server.ts';
import { fakePrinter } from '../../helpers/fake-printer.ts';
import { freePort, startLocalRelay } from '../../helpers/modbus-server.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

interface View {
  id: string;
  address: string;
  state: string;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  failingSince: string | null;
}

/*
 * The devices page's server (docs/building/devices.md): each building device with its address and how
 * its last call went, and a test of each against a local device that speaks its protocol.
 */
describe('building devices', () => {
  let t: TestApp;
  let admin: Patron;
  let locks: FakeLockServer;

  beforeAll(async () => {
    locks = await startFakeLockServer('tevila', 'pw');
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    admin = await makePatron(t, 60, 'Admin');
  });
  afterAll(async () => {
    await t.close();
    await locks.close();
  });

  const set = (key: string, value: string) => saveSetting(t, admin, key, value);
  const list = async (language = 'en') => {
    const headers = { ...auth(admin), 'accept-language': language };
    const res = await t.app.inject({ method: 'GET', url: '/api/api/building-devices', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<View[]>();
  };
  const test = (id: string, headers: Record<string, string> = auth(admin)) =>
    t.app.inject({ method: 'POST', url: `/api/api/building-devices/${id}/test`, headers });
  const tested = async (id: string) => {
    const res = await test(id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { ok: boolean; device: View } }>().result;
  };

  it('lists every device, none set up on a new site', async () => {
    const devices = await list();
    expect(devices.map((d) => d.id)).toEqual([
      'door-locks',
      'printer-lobby-kiosk',
      'printer-parking-kiosk',
      'printer-reception-east',
      'printer-reception-west',
      'terminal-reception-east',
      'terminal-reception-west',
      'dmx-node',
      'paging',
      'garage-relay',
      'compressor-relay',
    ]);
    expect(devices.every((d) => d.state === 'not-set' && d.address === '')).toBe(true);
  });

  it('a device with no address cannot be tested: a sentence in her language; an unknown one is 404', async () => {
    const res = await test('printer-lobby-kiosk', { ...auth(admin), 'accept-language': 'he' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe(
      'למכשיר הזה עוד אין כתובת: יש להגדיר אותה בהגדרות, תחת מכשירים.',
    );
    expect((await test('the-moon')).statusCode).toBe(404);
  });

  it('is for Admins only', async () => {
    const desk = await makePatron(t, 61, 'Receptionist');
    expect((await test('door-locks', auth(desk))).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/api/building-devices', headers: auth(desk) });
    expect(res.statusCode).toBe(403);
  });

  it('the lock server takes a test code and gives it up at once; down, it is failing since then', async () => {
    await set('doorLockSystem', 'http');
    await set('doorLockServerAddress', locks.url);
    await set('doorLockLogin', 'tevila');
    await set('doorLockPassword', 'pw');
    expect((await list())[0]).toMatchObject({ address: locks.url, state: 'not-tried' });
    const ok = await tested('door-locks');
    expect(ok.ok).toBe(true);
    expect(ok.device).toMatchObject({ state: 'answering', lastSuccessAt: '2026-12-01T18:00:00.000Z' });
    expect(locks.calls.map((c) => `${c.method} ${c.id}`)).toEqual([
      `PUT ${TEST_CODE_RESERVATION}`,
      `DELETE ${TEST_CODE_RESERVATION}`,
    ]);
    expect(locks.calls[0]!.body).toMatchObject({
      zones: ['entrance'],
      validFrom: '2026-12-01T18:00:00.000Z',
      validUntil: '2026-12-01T18:01:00.000Z',
    });
    expect(locks.codes.size).toBe(0);

    locks.down = 'status';
    t.clock.set(new Date('2026-12-01T18:05:00Z'));
    const down = await tested('door-locks');
    expect(down.ok).toBe(false);
    expect(down.device).toMatchObject({
      state: 'failing',
      failingSince: '2026-12-01T18:05:00.000Z',
      lastError: 'the lock server answered 503 to a code',
    });
    expect(down.device.lastError).not.toContain('pw');
    // The same failure, read by a Hebrew reader.
    expect((await list('he')).find((d) => d.id === 'door-locks')?.lastError).toBe(
      'שרת המנעולים ענה 503 לקוד',
    );
    // A failure recorded before faults were messages keeps its English words, for every reader.
    await t.db
      .update(deviceHealth)
      .set({ lastErrorMessage: null })
      .where(eq(deviceHealth.device, 'door-locks'));
    expect((await list('he')).find((d) => d.id === 'door-locks')?.lastError).toBe(
      'the lock server answered 503 to a code',
    );
    locks.down = false;

    const entries = await listAuditEntries(t.db, 'building-device', 'door-locks');
    // Newest first.
    expect(entries.map((e) => e.after)).toEqual([
      { address: locks.url, ok: false, error: 'the lock server answered 503 to a code' },
      { address: locks.url, ok: true },
    ]);
    expect(entries.every((e) => e.action === 'device.test' && e.userId === admin.userId)).toBe(true);
  });

  it('a printer prints a test page; one that is not there is failing', async () => {
    const printer = await fakePrinter();
    try {
      await set('printerReceptionWest', `127.0.0.1:${printer.port}`);
      expect((await tested('printer-reception-west')).ok).toBe(true);
      const bytes = await printer.received[0]!;
      expect(bytes.includes(Buffer.from('Printer test'))).toBe(true);
      expect(bytes.subarray(-4)).toEqual(Buffer.from([0x1d, 0x56, 0x42, 0x00]));
    } finally {
      printer.server.close();
    }
    await set('printerReceptionWest', `127.0.0.1:${await freePort()}`);
    const gone = await tested('printer-reception-west');
    expect(gone).toMatchObject({ ok: false, device: { state: 'failing' } });
  });

  it('the garage relay is read, and no gate opens; a relay that is not there is failing', async () => {
    const relay = await startLocalRelay();
    try {
      await set('modbusRelayAddress', relay.address);
      expect((await tested('garage-relay')).ok).toBe(true);
      expect(relay.writes).toEqual([]);
    } finally {
      await relay.close();
    }
    const gone = await tested('garage-relay');
    expect(gone).toMatchObject({ ok: false, device: { state: 'failing' } });
    expect(gone.device.lastError).toMatch(/did not answer/);
  });
});
