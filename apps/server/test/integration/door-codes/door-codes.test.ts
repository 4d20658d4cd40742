import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { deviceHealth, doorCodes } from '../../../src/db/schema.ts';
import { syncDoorCodes } from '../../../src/modules/door-codes/index.ts';
import { startFakeLockServer } from '../../helpers/fake-lock-server.ts';
import type { FakeLockServer } from '../../helpers/fake-lock-server.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, bookedShower, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';
const MIN = 60_000;
const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MIN).toISOString();

/*
 * Her code opens the doors for her visit only (docs/building/door-locks.md), told to a lock server
 * that speaks Tevila's lock protocol on a loopback port: a booking puts her code with its window, an
 * edit and running late move the window (a new PUT, the same code), a cancel takes it off; while the
 * server is down nothing is lost and the booking goes on, and once it is back the doors catch up.
 */
describe('door codes on a lock server', () => {
  let t: TestApp;
  let locks: FakeLockServer;
  let dina: Patron;
  let rivka: Patron;
  let slots: string[];
  // A loaded machine can take seconds to answer on loopback: the limit is there to catch a hang.
  const sweep = () => syncDoorCodes(contextOf(t.app), { timeoutMs: 15_000 });

  beforeAll(async () => {
    locks = await startFakeLockServer('tevila', 'door-secret');
    t = await createTestApp({
      now: '2026-11-30T18:00:00Z',
      settings: {
        doorLockSystem: 'http',
        doorLockServerAddress: locks.url,
        doorLockLogin: 'tevila',
        doorLockPassword: 'door-secret',
        checkinBeforeOpenMinutes: '15',
        lateGraceMinutes: '20',
        reservationMinutesShower: '30',
        reservationSlotIncrement: '15',
        cleaningMinutes: '0',
      },
    });
    dina = await makePatron(t, 80);
    rivka = await makePatron(t, 81);
    slots = (await slotsOf(t.app, dina, NIGHT)).map((s) => s.timeSlot);
  });
  afterAll(async () => {
    await t.close();
    await locks.close();
  });

  const booked = (who: Patron, time: string, extra: object = {}) =>
    bookedShower(t.app, who, NIGHT, time, extra);

  /** An administrator changes a setting, as the settings page does. */
  const setAsAdmin = async (key: string, value: string) =>
    saveSetting(t, await makePatron(t, 84, 'Admin'), key, value);

  it('puts her code on the entrance from check-in time to the end of her stay plus the late grace', async () => {
    const visit = await booked(dina, slots[0]!);
    expect(visit.reservationStatus).toBe('Reserved');
    // The desk sees that her code is not on the doors yet, then that it is.
    const desk = await makePatron(t, 89, 'Receptionist');
    const onDoors = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/api/reservations/day?dt=${NIGHT}`,
        headers: auth(desk),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: string; doors: string | null }[]>().find((r) => r.id === visit.id)?.doors;
    };
    expect(await onDoors()).toBe('waiting');
    expect(await sweep()).toEqual({ put: 1, deleted: 0, refused: 0, down: false });
    expect(await onDoors()).toBe('on');
    expect(locks.calls).toEqual([
      {
        method: 'PUT',
        id: visit.id,
        body: {
          code: visit.reservationCode,
          zones: ['entrance'],
          validFrom: at(slots[0]!, -15),
          validUntil: at(slots[0]!, 30 + 20),
        },
        authorization: `Basic ${Buffer.from('tevila:door-secret').toString('base64')}`,
      },
    ]);
    // Nothing changed: nothing more is sent.
    expect(await sweep()).toEqual({ put: 0, deleted: 0, refused: 0, down: false });
    expect(locks.calls).toHaveLength(1);
  });

  it('an edit keeps her code and moves its window; running late moves it again; a cancel takes it off', async () => {
    locks.calls.length = 0;
    const first = await booked(rivka, slots[2]!);
    await sweep();
    const edited = await booked(rivka, slots[4]!, { replacingReservationId: first.id });
    expect(edited.reservationCode).toBe(first.reservationCode);
    await sweep();
    expect(locks.codes.get(edited.id)).toEqual({
      code: first.reservationCode,
      zones: ['entrance'],
      validFrom: at(slots[4]!, -15),
      validUntil: at(slots[4]!, 50),
    });
    // The replaced booking's code is off the doors: only the edited one opens them.
    expect(locks.codes.has(first.id)).toBe(false);

    t.clock.set(new Date('2026-12-01T20:00:00Z'));
    rivka = await makePatron(t, 81);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${edited.id}/late`,
      headers: auth(rivka),
      payload: { minutes: 30 },
    });
    expect(late.statusCode, late.body).toBe(200);
    const moved = late.json<{ result: { reservationTime: string } }>().result.reservationTime;
    expect(moved).toBe(slots[6]);
    await sweep();
    expect(locks.codes.get(edited.id)?.validFrom).toBe(at(slots[6]!, -15));

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${edited.id}/status/`,
      headers: auth(rivka),
      payload: { status: 'Canceled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await sweep();
    expect(locks.codes.has(edited.id)).toBe(false);
    expect(locks.calls.map((c) => `${c.method} ${c.id === first.id ? 'first' : 'edited'}`)).toEqual([
      'PUT first',
      'PUT edited',
      'DELETE first',
      'PUT edited',
      'DELETE edited',
    ]);
  });

  it('while the lock server is down the booking goes on, the device says since when, and the doors catch up', async () => {
    locks.down = 'drop';
    locks.calls.length = 0;
    const noon = t.clock.now();
    const visit = await booked(await makePatron(t, 87), slots[10]!);
    expect(await sweep()).toMatchObject({ put: 0, down: true });
    const [health] = await t.db.select().from(deviceHealth).where(eq(deviceHealth.device, 'door-locks'));
    expect(health).toMatchObject({ failingSince: noon, failures: 1 });
    expect(health!.lastError).toMatch(/did not answer/);
    expect(health!.lastError).not.toContain('door-secret');
    // Within its backoff the sweep does not even try.
    locks.down = 'status';
    expect(await sweep()).toMatchObject({ down: true });
    expect(locks.calls).toHaveLength(0);
    // After it, a 503 is a server still down: a longer wait, and the same day it began.
    t.clock.set(new Date(noon.getTime() + 16_000));
    expect(await sweep()).toMatchObject({ down: true });
    const [again] = await t.db.select().from(deviceHealth).where(eq(deviceHealth.device, 'door-locks'));
    expect(again).toMatchObject({ failingSince: noon, failures: 2 });
    expect(again!.retryAt!.getTime()).toBe(noon.getTime() + 16_000 + 30_000);

    locks.down = false;
    t.clock.set(new Date(noon.getTime() + 47_000));
    expect(await sweep()).toMatchObject({ put: 1, down: false });
    expect(locks.codes.get(visit.id)?.code).toBe(visit.reservationCode);
    const [back] = await t.db.select().from(deviceHealth).where(eq(deviceHealth.device, 'door-locks'));
    expect(back).toMatchObject({ failingSince: null, failures: 0 });
    expect(back!.lastSuccessAt).toEqual(new Date(noon.getTime() + 47_000));
  });

  it('a code the server refuses waits on its own and the others still go; a wrong login stops them all', async () => {
    locks.calls.length = 0;
    const refused = await booked(await makePatron(t, 88), slots[12]!);
    const other = await booked(await makePatron(t, 83), slots[12]!);
    locks.refuse.add(refused.id);
    expect(await sweep()).toMatchObject({ put: 1, refused: 1, down: false });
    expect(locks.codes.has(other.id)).toBe(true);
    const [row] = await t.db.select().from(doorCodes).where(eq(doorCodes.reservationId, refused.id));
    expect(row).toMatchObject({ programmed: null, failures: 1 });
    expect(row!.lastError).toBe('the lock server answered 422 to a code');
    // Waiting out its own backoff (15 s): the next sweep leaves it alone.
    expect(await sweep()).toMatchObject({ put: 0, refused: 0 });
    locks.refuse.clear();
    t.clock.set(new Date(t.clock.now().getTime() + 15_000));
    expect(await sweep()).toMatchObject({ put: 1, refused: 0 });
    expect(locks.codes.has(refused.id)).toBe(true);

    await setAsAdmin('doorLockLogin', 'someone-else');
    await booked(await makePatron(t, 85), slots[14]!);
    // 401: the login is wrong for every code, so the server as a whole waits.
    expect(await sweep()).toMatchObject({ put: 0, down: true });
    const [health] = await t.db.select().from(deviceHealth).where(eq(deviceHealth.device, 'door-locks'));
    expect(health!.lastError).toBe('the lock server answered 401 to a code');
  });

  it('sends nothing anywhere while the facility has no lock system', async () => {
    await setAsAdmin('doorLockSystem', 'none');
    locks.calls.length = 0;
    t.clock.set(new Date(t.clock.now().getTime() + 3600_000));
    expect(await sweep()).toEqual({ put: 0, deleted: 0, refused: 0, down: false });
    expect(locks.calls).toEqual([]);
  });
});

describe('door codes through the job queue', () => {
  let t: TestApp | undefined;
  let locks: FakeLockServer | undefined;
  afterAll(async () => {
    await t?.close();
    await locks?.close();
  });

  it('a booking reaches the doors within seconds, with no sweep called by hand', async () => {
    locks = await startFakeLockServer('desk', 'pw');
    t = await createTestApp({
      now: '2026-11-30T18:00:00Z',
      jobs: true,
      settings: {
        doorLockSystem: 'http',
        doorLockServerAddress: locks.url,
        doorLockLogin: 'desk',
        doorLockPassword: 'pw',
      },
    });
    const her = await makePatron(t, 90);
    const [slot] = await slotsOf(t.app, her, NIGHT);
    const res = await book(t.app, her, {
      reservationDate: NIGHT,
      reservationTime: slot!.timeSlot,
      ...shower,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ result: { id: string } }>().result.id;
    const deadline = Date.now() + 15_000;
    while (!locks.codes.has(id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(locks.codes.get(id)?.validFrom).toBe(at(slot!.timeSlot, -15));
  });
});
