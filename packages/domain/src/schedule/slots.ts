import type { FacilitySettings } from '../settings/read-settings.ts';
import { MINUTE, type NightHours } from './night-hours.ts';
import type { OpenType } from './night-type.ts';

/** Last slot start (slots every `increment` minutes from `open`) whose `minutes` end by `close`. */
export function lastStart(hours: NightHours, minutes: number, increment: number): number | null {
  const step = increment * MINUTE;
  const n = Math.floor((hours.close - hours.open - minutes * MINUTE) / step);
  return n < 0 ? null : hours.open + n * step;
}

/**
 * Last Bath and Last Entry (the last shower start). On Shabbos-mode nights every reservation lasts
 * reservationMinutesFriday; on Friday and Erev Yom Tov there is no room choice, so Last Bath is
 * hidden (null) and Last Entry is the last start of any reservation.
 */
export function lastStarts(
  hours: NightHours,
  type: OpenType,
  shabbosMode: boolean,
  s: FacilitySettings,
): { lastBath: number | null; lastEntryTime: number | null } {
  const inc = s.reservationSlotIncrement;
  const bath = shabbosMode ? s.reservationMinutesFriday : s.reservationMinutesBath;
  const shower = shabbosMode ? s.reservationMinutesFriday : s.reservationMinutesShower;
  const hideBath = type === 'Friday' || type === 'ErevYomTov';
  return {
    lastBath: hideBath ? null : lastStart(hours, bath, inc),
    lastEntryTime: lastStart(hours, shower, inc),
  };
}
