import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { Memo } from '../../../src/changes/memo.ts';
import { reservations } from '../../../src/db/schema.ts';
import type { NightSnapshot } from '../../../src/night-snapshot.ts';
import { keptAvailability, nightSnapshot } from '../../../src/modules/reservations/night-cache.ts';
import { loadSettings } from '../../../src/modules/settings/index.ts';
import { bookedShower, makePatron, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const LATER = '2026-12-03';

/*
 * The kept nights' safety net (docs/decisions/0007): nothing is kept longer than its time, whatever the
 * change feed says. A reload that finds the night as it was keeps the same snapshot, so what was worked
 * out from it is not worked out again; one that finds a change nobody announced reads it.
 */
describe('a kept night read again when its time runs out', () => {
  let t: TestApp;
  let ctx: Parameters<typeof nightSnapshot>[0];
  let id = '';

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    const patron = await makePatron(t, 1);
    const [first] = await slotsOf(t.app, patron, NIGHT);
    const booked = await bookedShower(t.app, patron, NIGHT, first?.timeSlot ?? '');
    expect(booked.reservationStatus).not.toBe('Pending');
    id = booked.id;
    const app = contextOf(t.app);
    // The booking's own notification is received first (PostgreSQL delivers it a moment later).
    expect(await app.caches.feed.caughtUp()).toBe(true);
    // The app's own caches, but nights kept for half a second of real time instead of 30 s.
    const nights = new Memo<NightSnapshot>(app.caches.feed, 'night', { ttlMs: 500, maxEntries: 10 });
    ctx = { db: app.db, clock: app.clock, caches: { ...app.caches, nights } };
  });
  afterAll(() => t.close());

  const timeRunsOut = () => new Promise((r) => setTimeout(r, 650));

  it('keeps the same snapshot, availability worked out once, when nothing changed', async () => {
    const settings = await loadSettings(ctx);
    const kept = await nightSnapshot(ctx, settings, NIGHT);
    const slots = keptAvailability(kept, settings, t.clock.now());
    await timeRunsOut();
    const again = await nightSnapshot(ctx, settings, NIGHT);
    expect(again).toBe(kept);
    expect(keptAvailability(again, settings, t.clock.now())).toBe(slots);
  });

  it('reads a change no notification named once the time runs out', async () => {
    const settings = await loadSettings(ctx);
    const kept = await nightSnapshot(ctx, settings, NIGHT);
    // Written behind the caches' back: nothing is published.
    await t.db.update(reservations).set({ notes: 'written quietly' }).where(eq(reservations.id, id));
    expect(await nightSnapshot(ctx, settings, NIGHT)).toBe(kept);
    await timeRunsOut();
    const read = await nightSnapshot(ctx, settings, NIGHT);
    expect(read).not.toBe(kept);
    expect(read.rows.find((r) => r.id === id)?.notes).toBe('written quietly');
  });

  it("reads the nights in use ahead of their time together, their rows and overrides in two queries, keeping each unchanged one's snapshot", async () => {
    let selects = 0;
    const db = new Proxy(ctx.db, {
      get(target, key) {
        if (key === 'select') selects++;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const nights = new Memo<NightSnapshot>(ctx.caches.feed, 'night', { ttlMs: 2_000, maxEntries: 10 });
    const counted = { ...ctx, db, caches: { ...ctx.caches, nights } };
    const settings = await loadSettings(counted);
    const dates = [NIGHT, LATER];
    const read = () => Promise.all(dates.map((date) => nightSnapshot(counted, settings, date)));
    const loadedAt = performance.now();
    const kept = await read();
    selects = 0;
    // Past half its time: each answers the kept night, and is read again behind it, both together.
    await new Promise((r) => setTimeout(r, 1_100));
    const meanwhile = await read();
    meanwhile.forEach((night, i) => expect(night).toBe(kept[i]));
    await expect.poll(() => selects, { timeout: 5_000 }).toBe(2);
    // Past the time of the first read: only nights read again ahead answer without another read.
    await new Promise((r) => setTimeout(r, Math.max(0, loadedAt + 2_100 - performance.now())));
    const after = await read();
    after.forEach((night, i) => expect(night).toBe(kept[i]));
    expect(selects).toBe(2);
  });

  it('never keeps a night whose settings were read anew', async () => {
    const settings = await loadSettings(ctx);
    const kept = await nightSnapshot(ctx, settings, NIGHT);
    await timeRunsOut();
    // The same values as another object: as a change of a setting that no notification named.
    expect(await nightSnapshot(ctx, { ...settings }, NIGHT)).not.toBe(kept);
  });
});
