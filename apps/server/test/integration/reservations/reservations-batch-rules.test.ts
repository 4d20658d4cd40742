import { settingDefinition } from '@tevila/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import type { BookingIntent } from '../../../src/modules/reservations/booking-repo.ts';
import { bookBatch } from '../../../src/modules/reservations/booking-service.ts';
import { scheduleDayOf } from '../../../src/modules/schedule/night-day.ts';
import { upsertOverride } from '../../../src/modules/schedule/repo.ts';
import { upsertSetting } from '../../../src/modules/settings/repo.ts';
import { loadSettings } from '../../../src/modules/settings/service.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const NOW = new Date('2026-12-01T18:00:00Z');
const SHUTDOWN = settingDefinition('shutdownMessage')?.default ?? '';

/** A booking as the early check passes it on to the night's batch. */
function intentOf(p: Patron, timeSlot: string, extra: Partial<BookingIntent> = {}): BookingIntent {
  return {
    userId: p.userId,
    night: NIGHT,
    timeSlot,
    request: { ...shower, salonAfter: false },
    replacing: null,
    checkCapacity: true,
    overrideCutoff: false,
    forOther: false,
    idempotencyKey: undefined,
    userNotes: null,
    reservationNotes: null,
    paymentFollows: false,
    offerHoldMinutes: null,
    actor: { userId: p.userId, ip: null },
    ...extra,
  };
}

function refusalOf(outcome: { ok: boolean; error?: unknown } | undefined): string | null {
  if (outcome === undefined || outcome.ok) return null;
  return outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
}

// docs/design.md §6: every check happens inside the transaction that locks the night. The early check runs on
// the kept settings and night; a booking that waited in the night's batch meanwhile is decided by them
// as committed when the batch holds the lock. These changes are written past the caches (no change
// notification), so only a read inside the batch can see them.
describe('the night batch re-checks every booking rule under the lock', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('refuses a waiting booking once shutdown was set, though the kept settings do not show it yet', async () => {
    t = await createTestApp({ now: NOW });
    const ctx = contextOf(t.app);
    const [dina, leah] = [await makePatron(t, 1), await makePatron(t, 2)];
    const slot = (await slotsOf(t.app, dina, NIGHT))[0]?.timeSlot ?? '';
    const ok = await bookBatch(ctx, NIGHT, [intentOf(dina, slot)]);
    expect(ok[0]?.ok).toBe(true);

    await upsertSetting(t.db, {
      key: 'shutdown',
      value: 'True',
      prevValue: 'False',
      updatedAt: NOW,
      updatedBy: 'test',
    });
    expect((await loadSettings(ctx)).shutdown).toBe(false);
    const [refused] = await bookBatch(ctx, NIGHT, [intentOf(leah, slot)]);
    expect(refusalOf(refused)).toBe(SHUTDOWN);
    // Through the API too: the early check passes on the kept settings, the batch refuses.
    const res = await book(t.app, leah, { reservationDate: NIGHT, reservationTime: slot, ...shower });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorMessage: SHUTDOWN,
      result: null,
    });
  });

  it('refuses a waiting booking once the night was closed, even one that skips the capacity check', async () => {
    t = await createTestApp({ now: NOW });
    const ctx = contextOf(t.app);
    const [dina, desk] = [await makePatron(t, 1), await makePatron(t, 2, 'Receptionist')];
    const slot = (await slotsOf(t.app, dina, NIGHT))[0]?.timeSlot ?? '';
    await upsertOverride(
      t.db,
      { date: NIGHT, closed: true, openTime: null, closeTime: null, note: null },
      NOW,
      null,
    );
    expect((await scheduleDayOf(ctx, await loadSettings(ctx), NIGHT)).closed).toBe(false);
    const answers = await bookBatch(ctx, NIGHT, [
      intentOf(dina, slot),
      // Staff's ignoreAvailability: only the rules can refuse it.
      intentOf(dina, slot, {
        checkCapacity: false,
        forOther: true,
        actor: { userId: desk.userId, ip: null },
      }),
    ]);
    expect(answers.map(refusalOf)).toEqual([
      'The mikvah is closed that night.',
      'The mikvah is closed that night.',
    ]);
  });

  it("refuses a waiting booking once the night's cutoff passed, unless staff asked to ignore it", async () => {
    t = await createTestApp({ now: NOW });
    const ctx = contextOf(t.app);
    const [dina, desk] = [await makePatron(t, 1), await makePatron(t, 2, 'Receptionist')];
    const slots = (await slotsOf(t.app, dina, NIGHT)).map((s) => s.timeSlot);
    const { bookingCutoff } = await scheduleDayOf(ctx, await loadSettings(ctx), NIGHT);
    if (bookingCutoff === null) throw new Error('the night has no cutoff');
    t.clock.set(new Date(Date.parse(bookingCutoff) + 60_000));
    const answers = await bookBatch(ctx, NIGHT, [
      intentOf(dina, slots[0] ?? ''),
      intentOf(dina, slots[1] ?? '', {
        overrideCutoff: true,
        forOther: true,
        actor: { userId: desk.userId, ip: null },
      }),
    ]);
    expect(refusalOf(answers[0])).toBe('Booking for this night has closed.');
    expect(answers[1]?.ok).toBe(true);
  });
});
