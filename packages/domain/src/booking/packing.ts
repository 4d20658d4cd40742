import type { FacilitySettings } from '../settings/read-settings.ts';
import { MINUTE_MS } from './night-slots.ts';
import type { ScheduleDay } from './types.ts';

/**
 * Whether the night offers only the start times that pack the rooms (the settings
 * `reservationsMaximizeUtilization`, and `…Friday` for Friday and Yom Tov nights).
 */
export function packsRooms(
  day: Pick<ScheduleDay, 'shabbosMode'>,
  s: Pick<FacilitySettings, 'reservationsMaximizeUtilization' | 'reservationsMaximizeUtilizationFriday'>,
): boolean {
  return day.shabbosMode ? s.reservationsMaximizeUtilizationFriday : s.reservationsMaximizeUtilization;
}

/**
 * Fill rooms without gaps (docs/rules/schedule.md, Filling the rooms): of one combination's start
 * times, offer a time only where starting one step earlier fits fewer of it: the night's first time,
 * the first time after a full one, and a time at which a room (or a start) frees. A time at which she
 * could as well have started a step earlier is hidden, so no booking leaves a room idle for a step
 * before it. `available[i]` is how many more fit at `slots[i]` (epoch ms, the night's grid); the answer
 * is the same counts with the hidden times at 0.
 */
export function packedStarts(
  slots: readonly number[],
  available: readonly number[],
  incrementMinutes: number,
): number[] {
  const step = incrementMinutes * MINUTE_MS;
  return available.map((n, i) => {
    if (n <= 0 || i === 0 || slots[i]! - slots[i - 1]! !== step) return n;
    return available[i - 1]! < n ? n : 0;
  });
}
