import { scheduleRange } from '@tevila/domain';
import type { FacilitySettings, ScheduleDay, ScheduleOverride } from '@tevila/domain';
import { LRUCache } from 'lru-cache';

// The schedule is a pure function of its inputs and costs ~1 ms a night (astronomy and the Hebrew
// calendar), so the last results are remembered by their inputs. Any change of settings, overrides
// or date makes a new key, so nothing stale is ever served and every instance computes the same.
// Bounded by the nights kept, not by ranges: a deployment of many facilities asks for many one-night
// ranges (each facility's nights), which must not push each other out; 24,000 nights is what 64 of
// the administrator's years once held.
const MAX_NIGHTS = 24_000;

interface RangeInputs {
  from: string;
  days: number;
  settings: FacilitySettings;
  overrides: readonly ScheduleOverride[];
}

/** The least recently used schedules beyond MAX_NIGHTS nights are dropped; the key is every input. */
function rangeCache(): LRUCache<string, ScheduleDay[], RangeInputs> {
  return new LRUCache<string, ScheduleDay[], RangeInputs>({
    maxSize: MAX_NIGHTS,
    sizeCalculation: (days) => Math.max(1, days.length),
    memoMethod: (_key, _stale, { context: i }) => scheduleRange(i.from, i.days, i.settings, i.overrides),
  });
}

// A facility's settings stay one object until a setting changes (the settings module keeps it), so
// its text for the key is written once per object, not at every night asked.
const settingsTexts = new WeakMap<FacilitySettings, string>();

function textOf(settings: FacilitySettings): string {
  let text = settingsTexts.get(settings);
  if (text === undefined) settingsTexts.set(settings, (text = JSON.stringify(settings)));
  return text;
}

function rangeOf(kept: LRUCache<string, ScheduleDay[], RangeInputs>, inputs: RangeInputs): ScheduleDay[] {
  const key = `${inputs.from} ${inputs.days} ${textOf(inputs.settings)} ${JSON.stringify(inputs.overrides)}`;
  return kept.memo(key, { context: inputs });
}

// Module-level, as docs/decisions/0032 allows only for pure work keyed by its whole input: shared
// between apps, it can never answer stale (and committedNight, given the database alone, reads it too).
const shared = rangeCache();

export function cachedScheduleRange(
  from: string,
  days: number,
  settings: FacilitySettings,
  overrides: readonly ScheduleOverride[],
): ScheduleDay[] {
  return rangeOf(shared, { from, days, settings, overrides });
}
