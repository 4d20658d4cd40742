import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patron } from '../../helpers/reservations.ts';
import { bookedShower, makePatron, showersAt, slotsOf } from '../../helpers/reservations.ts';
import { oneShowerRoom, saveSetting } from '../../helpers/settings.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';

/*
 * Fill rooms without gaps (docs/rules/schedule.md): with reservationsMaximizeUtilization a weeknight
 * offers the start times that pack the rooms: the first, and each time a room frees. Off, every time
 * that fits is offered.
 */
describe('filling the rooms without gaps', () => {
  let t: TestApp;
  let her: Patron;
  const offered = async () =>
    (await slotsOf(t.app, her, NIGHT)).filter((s) => showersAt([s], s.timeSlot) > 0).map((s) => s.timeSlot);

  beforeAll(async () => {
    t = await createTestApp({
      now: '2026-11-30T18:00:00Z',
      settings: {
        ...oneShowerRoom,
        reservationsMaximizeUtilization: 'True',
      },
    });
    her = await makePatron(t, 70);
  });
  afterAll(() => t.close());

  it('offers the first time, then the time her room frees after each booking', async () => {
    const all = (await slotsOf(t.app, her, NIGHT)).map((s) => s.timeSlot);
    const first = await offered();
    expect(first).toEqual([all[0]]);
    await bookedShower(t.app, her, NIGHT, all[0]!);
    // One room, thirty minutes a visit on a fifteen-minute grid: the next start is two steps on.
    expect(await offered()).toEqual([all[2]]);
  });

  it('offers every time that fits once the setting is off', async () => {
    const admin = await makePatron(t, 71, 'Admin');
    await saveSetting(t, admin, 'reservationsMaximizeUtilization', 'False');
    const all = (await slotsOf(t.app, her, NIGHT)).map((s) => s.timeSlot);
    // Every time after her visit's thirty minutes.
    expect(await offered()).toEqual(all.slice(2));
  });
});
