import { formatInstant } from '../dates.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import { closeLimit, MINUTE } from './night-hours.ts';
import type { OpenType } from './night-type.ts';
import { nightDay } from './schedule-night.ts';
import { lastStarts } from './slots.ts';
import type { ScheduleDay, ScheduleOverride } from './types.ts';

// docs/design.md §6: when a night's free places fall below addTimeMinSlots within addTimeCutoffHours of its
// opening, closing extends by whole slots within openUntilMaxHour and open + openMaxMinutes.
// Chosen: the window runs from addTimeCutoffHours before opening until closing; Shabbos-mode nights
// keep their fixed length, and a night whose closing an administrator set is left as set.

/** Whether the night should get more time now, given how many further reservations still fit. */
export function needsAddedTime(
  day: ScheduleDay,
  settings: FacilitySettings,
  now: Date,
  freePlaces: number,
  override?: ScheduleOverride,
): boolean {
  if (day.closed || day.shabbosMode || !day.openTime || !day.closeTime || override?.closeTime) return false;
  if (settings.addTimeMinSlots <= 0 || freePlaces >= settings.addTimeMinSlots) return false;
  const open = Date.parse(day.openTime);
  const t = now.getTime();
  return t >= open - settings.addTimeCutoffHours * 3_600_000 && t < Date.parse(day.closeTime);
}

/** How many whole slots closing may still move later. */
export function addableSlots(day: ScheduleDay, settings: FacilitySettings): number {
  if (day.closed || !day.openTime || !day.closeTime) return 0;
  const open = Date.parse(day.openTime);
  const room = closeLimit(day.date, open, settings) - Date.parse(day.closeTime);
  return Math.max(0, Math.floor(room / (settings.reservationSlotIncrement * MINUTE)));
}

/** The night with closing moved `slots` slots later (as many as the limits allow), last starts recomputed. */
export function withAddedSlots(day: ScheduleDay, settings: FacilitySettings, slots: number): ScheduleDay {
  const n = Math.min(Math.max(0, Math.floor(slots)), addableSlots(day, settings));
  if (n === 0 || !day.openTime || !day.closeTime) return day;
  const hours = {
    open: Date.parse(day.openTime),
    close: Date.parse(day.closeTime) + n * settings.reservationSlotIncrement * MINUTE,
  };
  const type = day.scheduleType as OpenType; // not Closed: it has hours
  const last = lastStarts(hours, type, day.shabbosMode, settings);
  const iso = (t: number | null): string | null => (t === null ? null : formatInstant(t, settings.timeZone));
  return nightDay(day, {
    closed: day.closed,
    shabbosMode: day.shabbosMode,
    scheduleType: day.scheduleType,
    candleLighting: day.candleLighting,
    openTime: day.openTime,
    closeTime: formatInstant(hours.close, settings.timeZone),
    lastBath: iso(last.lastBath),
    lastEntryTime: iso(last.lastEntryTime),
    bookingCutoff: day.bookingCutoff,
  });
}
