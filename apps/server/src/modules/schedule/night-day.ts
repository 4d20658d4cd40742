import type { FacilitySettings, ScheduleDay, ScheduleOverride } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { readTypedSettings } from '../settings/index.ts';
import { listOverrides, listOverridesOn } from './repo.ts';
import { cachedScheduleRange } from './schedule-cache.ts';

/** What reads need: the database (or the open transaction) and the caches. */
export type Reader = Pick<AppContext, 'db' | 'caches'>;

/** One night as the schedule shows it, the administrator's override applied. */
export async function scheduleDayOf(
  reader: Reader,
  settings: FacilitySettings,
  date: string,
): Promise<ScheduleDay> {
  const override = await reader.caches.overrides.get(date, 0, async () => ({
    value: (await listOverrides(reader.db, date, date))[0] ?? null,
  }));
  return dayWith(settings, date, override);
}

/** One night as the schedule shows it, with the override read for it (null for none). */
export function dayWith(
  settings: FacilitySettings,
  date: string,
  override: ScheduleOverride | null,
): ScheduleDay {
  const [day] = cachedScheduleRange(date, 1, settings, override === null ? [] : [override]);
  if (day === undefined) throw new Error(`no schedule for ${date}`);
  return day;
}

/**
 * The overrides of the nights `dates` by date, null for a night without one, in one query and past
 * the cache: nights read ahead together read theirs with them (reservations/night-cache.ts).
 */
export async function overridesOn(
  db: Db,
  dates: readonly string[],
): Promise<Map<string, ScheduleOverride | null>> {
  const found = new Map<string, ScheduleOverride | null>(dates.map((date) => [date, null]));
  for (const override of await listOverridesOn(db, dates)) found.set(override.date, override);
  return found;
}

/**
 * The settings and the night as committed, read in `db` past every cache: the booking transaction
 * decides on these (docs/design.md §6), so a change a cache has not heard of yet still counts.
 */
export async function committedNight(
  db: Db,
  date: string,
): Promise<{ settings: FacilitySettings; day: ScheduleDay }> {
  const settings = await readTypedSettings(db);
  const override = (await listOverrides(db, date, date))[0] ?? null;
  return { settings, day: dayWith(settings, date, override) };
}
