import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { deviceHealth, doorCodes } from '../../../src/db/schema.ts';
import { syncDoorCodes } from '../../../src/modules/door-codes/index.ts';
import { startFakeUnifiAccess } from '../../helpers/fake-unifi-access.ts';
import type { FakeUnifiAccess, FakeVisitor } from '../../helpers/fake-unifi-access.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, bookedShower, makePatron, slotsOf } from '../../helpers/reservations.ts';
import { saveSetting } from '../../helpers/settings.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';
const seconds = (iso: string, minutes: number) => Date.parse(iso) / 1000 + minutes * 60;

/*
 * Her code on a UniFi Access console (docs/building/door-locks.md, decision 0057): each reservation a
 * visitor with her code as its PIN, through the entrance's door group (and the dry hallway's when
 * codes open it) for her window only, named so that nothing says who she is.
 */
describe('door codes on UniFi Access', () => {
  let t: TestApp;
  let console: FakeUnifiAccess;
  let slots: string[];
  // A loaded machine can take seconds to answer on loopback: the limit is there to catch a hang.
  const sweep = () => syncDoorCodes(contextOf(t.app), { timeoutMs: 15_000 });
  const holding = (code: string): FakeVisitor[] =>
    [...console.visitors.values()].filter((v) => v.pin_code === code);
  const refOf = async (id: string) =>
    (await t.db.select().from(doorCodes).where(eq(doorCodes.reservationId, id)))[0]?.ref;

  beforeAll(async () => {
    console = await startFakeUnifiAccess('api-token');
    t = await createTestApp({
      now: '2026-11-30T18:00:00Z',
      settings: {
        doorLockSystem: 'unifi-access',
        doorLockServerAddress: console.url,
        doorLockPassword: 'api-token',
        doorLockEntranceGroup: 'group-entrance',
        doorLockDryHallwayGroup: 'group-dry',
        doorLockUseDryHallwayCodes: 'True',
        checkinBeforeOpenMinutes: '15',
        lateGraceMinutes: '20',
        reservationMinutesShower: '30',
        reservationSlotIncrement: '15',
        cleaningMinutes: '0',
      },
    });
    slots = (await slotsOf(t.app, await makePatron(t, 70), NIGHT)).map((s) => s.timeSlot);
  });
  afterAll(async () => {
    await t.close();
    await console.close();
  });

  const booked = (who: Patron, time: string, extra: object = {}) =>
    bookedShower(t.app, who, NIGHT, time, extra);

  it('makes her a visitor with her code as its PIN, for her window, through both door groups', async () => {
    const her = await makePatron(t, 71);
    const visit = await booked(her, slots[0]!);
    expect(await sweep()).toEqual({ put: 1, deleted: 0, refused: 0, down: false });
    const [visitor, ...more] = holding(visit.reservationCode);
    expect(more).toEqual([]);
    expect(visitor).toMatchObject({
      first_name: 'Tevila',
      last_name: visit.id.slice(0, 8),
      remarks: visit.id,
      start_time: seconds(slots[0]!, -15),
      end_time: seconds(slots[0]!, 30 + 20),
      visit_reason: 'Others',
      resources: [
        { id: 'group-entrance', type: 'door_group' },
        { id: 'group-dry', type: 'door_group' },
      ],
    });
    expect(JSON.stringify(visitor)).not.toContain(her.phone.slice(1));
    expect(await refOf(visit.id)).toBe(visitor!.id);
    // Nothing changed: nothing is sent.
    console.calls.length = 0;
    await sweep();
    expect(console.calls).toEqual([]);
  });

  it('an edit ends with one visitor holding her code for the new window; late moves it; cancel deletes it', async () => {
    const her = await makePatron(t, 72);
    const first = await booked(her, slots[2]!);
    await sweep();
    const firstVisitor = await refOf(first.id);
    const edited = await booked(her, slots[4]!, { replacingReservationId: first.id });
    expect(edited.reservationCode).toBe(first.reservationCode);
    // The console holds each PIN once: the new visitor's PIN is refused until the old one is gone,
    // then given in the same sweep.
    expect(await sweep()).toMatchObject({ put: 1, deleted: 1, refused: 0 });
    const [visitor, ...more] = holding(first.reservationCode);
    expect(more).toEqual([]);
    expect(visitor!.remarks).toBe(edited.id);
    expect(visitor!.start_time).toBe(seconds(slots[4]!, -15));
    expect(console.visitors.has(firstVisitor!)).toBe(false);

    t.clock.set(new Date('2026-12-01T20:00:00Z'));
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${edited.id}/late`,
      headers: auth(await makePatron(t, 72)),
      payload: { minutes: 30 },
    });
    expect(late.statusCode, late.body).toBe(200);
    console.calls.length = 0;
    await sweep();
    // The same visitor, moved: no new one.
    expect(console.visitors.get(visitor!.id)?.start_time).toBe(seconds(slots[6]!, -15));
    expect(console.calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${edited.id}/status/`,
      headers: auth(await makePatron(t, 72)),
      payload: { status: 'Canceled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await sweep();
    expect(holding(first.reservationCode)).toEqual([]);
    expect(console.calls.at(-1)).toBe(`DELETE /api/v1/developer/visitors/${visitor!.id}`);
  });

  it('a visitor deleted at the console is made again when her window moves', async () => {
    const her = await makePatron(t, 73);
    const visit = await booked(her, slots[8]!);
    await sweep();
    const gone = (await refOf(visit.id))!;
    console.visitors.delete(gone);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${visit.id}/late`,
      headers: auth(her),
      payload: { minutes: 15 },
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(await sweep()).toMatchObject({ put: 1, refused: 0 });
    const [again] = holding(visit.reservationCode);
    expect(again!.id).not.toBe(gone);
    expect(await refOf(visit.id)).toBe(again!.id);
  });

  it('a console that fails, or a wrong token, stops the sweep and says so; nothing is lost', async () => {
    console.down = true;
    const visit = await booked(await makePatron(t, 74), slots[10]!);
    expect(await sweep()).toMatchObject({ put: 0, down: true });
    const [health] = await t.db.select().from(deviceHealth).where(eq(deviceHealth.device, 'door-locks'));
    expect(health!.lastError).toBe('the lock server answered 500 to a visitor');
    expect(health!.lastError).not.toContain('api-token');
    console.down = false;
    t.clock.set(new Date(t.clock.now().getTime() + 16_000));
    expect(await sweep()).toMatchObject({ put: 1, down: false });
    expect(holding(visit.reservationCode)).toHaveLength(1);

    await saveSetting(t, await makePatron(t, 79, 'Admin'), 'doorLockPassword', 'a-wrong-token');
    await booked(await makePatron(t, 75), slots[12]!);
    expect(await sweep()).toMatchObject({ put: 0, down: true });
  });
});
