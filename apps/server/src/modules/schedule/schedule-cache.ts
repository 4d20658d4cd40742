import { scheduleRange } from '@tevila/domain';
import type { FacilitySettings, ScheduleDay, ScheduleOverride } from '@tevila/domain';

// The schedule is a pure function of its inputs and costs ~1 ms a night (astronomy and the Hebrew
// calendar), so the last results are remembered by their inputs. Any change of settings, overrides
// or date makes a new key, so nothing stale is ever served and every instance computes the same.
const MAX_ENTRIES = 64;
const cache = new Map<string, ScheduleDay[]>();

export function cachedScheduleRange(
  from: string,
  days: number,
  settings: FacilitySettings,
  overrides: readonly ScheduleOverride[],
): ScheduleDay[] {
  const key = JSON.stringify([from, days, settings, overrides]);
  const hit = cache.get(key);
  if (hit) {
    // Refresh its place so the most used keys stay.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = scheduleRange(from, days, settings, overrides);
  cache.set(key, result);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return result;
}
