import { localInstant, parseLocalTime } from '../dates.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import type { NightFacts } from './night-facts.ts';
import { isShabbosType, type OpenType } from './night-type.ts';
import type { ScheduleOverride } from './types.ts';

export const MINUTE = 60_000;
const FIVE_MINUTES = 5 * MINUTE;

export const roundUpToFiveMinutes = (ms: number): number => Math.ceil(ms / FIVE_MINUTES) * FIVE_MINUTES;

export interface NightHours {
  open: number;
  close: number;
}

/**
 * Opening by the rules of docs/design.md §6, rounded up to 5 minutes. Choices where docs/design.md is silent:
 * - When D's own daytime is Shabbos or Yom Tov (YomTov nights, and a Friday that is Yom Tov), the
 *   facility opens at nightfall: one may not prepare on a holy day for the next one, so preparation
 *   happens after nightfall, and it stays open openMinutesFriday.
 * - The night after a fast day opens no earlier than nightfall + openAfterFastMinutes; when another
 *   rule gives a later time, the later one wins.
 * - weeklyOpening moves only Weekday nights; the week's latest nightfall is taken over its Weekday
 *   nights (Sunday–Thursday), whatever their overrides.
 */
export function computedOpen(
  f: NightFacts,
  type: OpenType,
  s: FacilitySettings,
  weekLatestZman: () => number,
): number {
  const zman = f.zmanim.zmanTevillah;
  let open: number;
  switch (type) {
    case 'Weekday':
      open = (s.weeklyOpening ? weekLatestZman() : zman) - s.openBeforeZmanMinutes * MINUTE;
      break;
    case 'Friday':
    case 'ErevYomTov':
      open = f.today.holy ? zman : zman - s.openBeforeZmanMinutesFriday * MINUTE;
      break;
    case 'YomTov':
      open = zman;
      break;
    case 'MotzeiShabbos':
    case 'MotzeiYomTov':
      open = zman + s.openAfterShabbosMinutes * MINUTE;
      break;
  }
  if (f.today.fast) open = Math.max(open, zman + s.openAfterFastMinutes * MINUTE);
  return roundUpToFiveMinutes(open);
}

/** Local clock time `hour` (24-hour decimal) on the night's date. */
function atHour(date: string, hour: number, s: FacilitySettings): number {
  return localInstant(date, Math.round(hour * 60), s.timeZone);
}

/** The latest a night that opens at `open` may close: openUntilMaxHour and open + openMaxMinutes. */
export function closeLimit(date: string, open: number, s: FacilitySettings): number {
  return Math.min(atHour(date, s.openUntilMaxHour, s), open + s.openMaxMinutes * MINUTE);
}

/**
 * Closing. Shabbos-mode kinds stay open openMinutesFriday; the others until the later of the
 * "winter" hour and the minimum length. Both are held to closeLimit (docs/design.md names the limits for
 * weeknights; a Friday is held to them too so no night runs past them). Should the limits fall
 * before opening (nightfall after openUntilMaxHour, far north in summer), the night keeps only
 * its length: the minimum, within openMaxMinutes, and at least one shower.
 */
export function computedClose(date: string, open: number, type: OpenType, s: FacilitySettings): number {
  const afterShabbos = type === 'MotzeiShabbos' || type === 'MotzeiYomTov';
  const minimum = isShabbosType(type)
    ? s.openMinutesFriday
    : afterShabbos
      ? s.openAfterShabbosMinimumMinutes
      : s.openMinimumMinutes;
  const until = isShabbosType(type)
    ? open
    : atHour(date, afterShabbos ? s.openAfterShabbosUntilWinterHour : s.openUntilWinterHour, s);
  const close = Math.min(Math.max(until, open + minimum * MINUTE), closeLimit(date, open, s));
  if (close > open) return close;
  return open + Math.min(Math.max(minimum, s.reservationMinutesShower), s.openMaxMinutes) * MINUTE;
}

/**
 * The night's hours, an administrator's override winning: its openTime and closeTime are taken as
 * given (not rounded); a closeTime not after the opening is past midnight. What is not overridden
 * is computed, closing from the overridden opening.
 */
export function nightHours(
  f: NightFacts,
  type: OpenType,
  s: FacilitySettings,
  weekLatestZman: () => number,
  override?: ScheduleOverride,
): NightHours {
  const openMinutes = override?.openTime ? parseLocalTime(override.openTime) : null;
  const open =
    openMinutes === null
      ? computedOpen(f, type, s, weekLatestZman)
      : localInstant(f.date, openMinutes, s.timeZone);
  const closeMinutes = override?.closeTime ? parseLocalTime(override.closeTime) : null;
  if (closeMinutes === null) return { open, close: computedClose(f.date, open, type, s) };
  const sameDay = localInstant(f.date, closeMinutes, s.timeZone);
  return { open, close: sameDay > open ? sameDay : localInstant(f.date, closeMinutes + 24 * 60, s.timeZone) };
}
