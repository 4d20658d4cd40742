import { availability, heldOf, planNight } from '@tevila/domain';
import type { FacilitySettings, NightPlan, ScheduleOverride, SlotAvailability } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { dayWith, overridesOn, scheduleDayOf } from '../schedule/index.ts';
import { readTogether } from '../../changes/read-together.ts';
import { listLiveForNight, listLiveForNights } from './repo.ts';
import type { ReservationRow } from './repo.ts';
import type { NightSnapshot } from '../../night-snapshot.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock'>;

export async function nightSnapshot(
  ctx: Ctx,
  settings: FacilitySettings,
  night: string,
): Promise<NightSnapshot> {
  return ctx.caches.nights.get(night, ctx.clock.now().getTime(), async (previous, mayWait) => {
    // Read ahead of its time, it waits to be read with the facility's other nights due meanwhile, its
    // override with it; read at once, its override comes from that cache.
    const read = mayWait > 0 ? await readNightAhead(ctx.db, night, mayWait) : undefined;
    const day = read ? dayWith(settings, night, read.override) : await scheduleDayOf(ctx, settings, night);
    const rows = read ? read.rows : await listLiveForNight(ctx.db, night);
    // Kept from the last hold that ran out (it holds nothing any more) until the next one runs out.
    const now = ctx.clock.now().getTime();
    const holds = rows.flatMap((r) =>
      r.status === 'Pending' && r.holdExpiresAt !== null ? [r.holdExpiresAt.getTime()] : [],
    );
    const ranOut = holds.filter((at) => at <= now);
    const toRun = holds.filter((at) => at > now);
    const unchanged =
      previous !== undefined &&
      holds.length === 0 &&
      readWith.get(previous) === settings &&
      JSON.stringify([previous.day, byId(previous.rows)]) === JSON.stringify([day, byId(rows)]);
    const snapshot = unchanged ? previous : { day, rows, availability: null, plan: null };
    readWith.set(snapshot, settings);
    return {
      value: snapshot,
      validFrom: ranOut.length > 0 ? Math.max(...ranOut) : undefined,
      validUntil: toRun.length > 0 ? Math.min(...toRun) : undefined,
    };
  });
}

// Rows in one order whichever query read them: a night read ahead with others comes in another.
const byId = (rows: readonly ReservationRow[]) =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * A night's live rows and its override, read ahead of its time (changes/read-together.ts): two queries
 * for all the facility's nights due meanwhile, where one each had been two a night. ctx.db is never a
 * transaction here.
 */
const readNightAhead = readTogether<{ rows: ReservationRow[]; override: ScheduleOverride | null }>(
  async (db, nights) => {
    const rows = await listLiveForNights(db, nights);
    const overrides = await overridesOn(db, nights);
    return new Map(
      nights.map((night) => [night, { rows: rows.get(night) ?? [], override: overrides.get(night) ?? null }]),
    );
  },
  { rows: [], override: null },
);

/**
 * The settings each kept night was read with: a read again because its time is running out
 * (changes/memo.ts) of a night whose rows, schedule and settings are unchanged keeps the same snapshot,
 * so its availability is not worked out, written and gzipped again. A city's instances read a few
 * hundred nights again every half minute. A night with holds is never kept over: what they hold
 * depends on the hour. The rows are compared only then, not at a load after a change (no previous
 * value).
 */
const readWith = new WeakMap<NightSnapshot, FacilitySettings>();

/** The night as kept and valid now, without a promise (undefined when it must be read): nightSnapshot's fast path. */
export function keptNight(ctx: Pick<Ctx, 'caches' | 'clock'>, night: string): NightSnapshot | undefined {
  return ctx.caches.nights.peek(night, ctx.clock.now().getTime());
}

/** The night's capacity as kept, to refuse a request it cannot fit without waiting for the lock. */
export function keptPlan(night: NightSnapshot, settings: FacilitySettings, now: Date): NightPlan {
  return (night.plan ??= planNight(night.day, settings, heldOf(night.rows, settings, now)));
}

/** The night's slots and what still fits, as kept: the same for every patron who is not replacing one. */
export function keptAvailability(
  night: NightSnapshot,
  settings: FacilitySettings,
  now: Date,
): SlotAvailability[] {
  if (night.day.closed) return [];
  return (night.availability ??= availability(night.day, settings, heldOf(night.rows, settings, now)));
}

/**
 * A night as anyone may read it (the directory of tonight's mikvaot): its schedule day and what still
 * fits, and the kept night they were read from (a new one whenever the night changes).
 */
export async function nightAvailability(
  ctx: Ctx,
  settings: FacilitySettings,
  date: string,
): Promise<{ day: NightSnapshot['day']; slots: SlotAvailability[]; readFrom: object }> {
  const night = await nightSnapshot(ctx, settings, date);
  return { day: night.day, slots: keptAvailability(night, settings, ctx.clock.now()), readFrom: night };
}

/**
 * Inside a transaction that changes a night's reservations: every instance re-reads the night ('*':
 * every night). Only this module's writers call it (reservation-writes.ts, booking-repo.ts).
 */
export async function nightChanged(
  ctx: Pick<AppContext, 'caches'>,
  tx: Ctx['db'],
  night: string,
): Promise<void> {
  await ctx.caches.feed.publish(tx, 'night', night);
}
