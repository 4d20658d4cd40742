import { scheduleRange } from '@tevila/domain';
import type { FacilitySettings, ScheduleDay, ScheduleOverride } from '@tevila/domain';

// The schedule is a pure function of its inputs and costs ~1 ms a night (astronomy and the Hebrew
// calendar), so the last results are remembered by their inputs. Any change of settings, overrides
// or date makes a new key, so nothing stale is ever served and every instance computes the same.
const MAX_ENTRIES = 64;

/** Schedules computed lately, by their inputs; each app keeps its own (AppContext caches). */
export class ScheduleRanges {
  readonly #kept = new Map<string, ScheduleDay[]>();

  range(
    from: string,
    days: number,
    settings: FacilitySettings,
    overrides: readonly ScheduleOverride[],
  ): ScheduleDay[] {
    const key = JSON.stringify([from, days, settings, overrides]);
    const hit = this.#kept.get(key);
    if (hit) {
      // Refresh its place so the most used keys stay.
      this.#kept.delete(key);
      this.#kept.set(key, hit);
      return hit;
    }
    const result = scheduleRange(from, days, settings, overrides);
    this.#kept.set(key, result);
    if (this.#kept.size > MAX_ENTRIES) this.#kept.delete(this.#kept.keys().next().value as string);
    return result;
  }
}

// Only for reads that are given no context (reservations/load.ts: committedNight has the database
// alone); every other caller uses its app's own ScheduleRanges.
const shared = new ScheduleRanges();

export function cachedScheduleRange(
  from: string,
  days: number,
  settings: FacilitySettings,
  overrides: readonly ScheduleOverride[],
): ScheduleDay[] {
  return shared.range(from, days, settings, overrides);
}
