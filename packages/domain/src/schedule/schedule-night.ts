import { addDays, formatInstant, parseLocalTime } from '../dates.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import { nightFactsSource, type NightFactsSource } from './night-facts.ts';
import { MINUTE, nightHours } from './night-hours.ts';
import { isShabbosType, openNightType } from './night-type.ts';
import { lastStarts } from './slots.ts';
import type { HebrewCalendarReckoning, ScheduleDay, ScheduleOverride } from './types.ts';

/** The night of `date` (the evening that begins the Hebrew day date+1). */
export function scheduleNight(
  date: string,
  settings: FacilitySettings,
  override?: ScheduleOverride,
): ScheduleDay {
  return buildNight(nightFactsSource(settings), date, settings, override);
}

/** `days` nights from `from`; each date's sky and calendar (and each week's latest zman) computed once. */
export function scheduleRange(
  from: string,
  days: number,
  settings: FacilitySettings,
  overrides: readonly ScheduleOverride[],
): ScheduleDay[] {
  const source = nightFactsSource(settings);
  const byDate = new Map(overrides.map((o) => [o.date, o]));
  return Array.from({ length: Math.max(0, Math.floor(days)) }, (_, i) => {
    const date = addDays(from, i);
    return buildNight(source, date, settings, byDate.get(date));
  });
}

function buildNight(
  source: NightFactsSource,
  date: string,
  s: FacilitySettings,
  override: ScheduleOverride | undefined,
): ScheduleDay {
  const f = source.facts(date);
  const iso = (ms: number): string => formatInstant(ms, s.timeZone);
  const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));
  const overrideNote = override?.note?.trim() ? override.note.trim() : null;
  const note = overrideNote ?? f.tomorrow.note;
  const base: NightBase = {
    date,
    dayOfWeek: f.dow,
    hebrewDay: f.tomorrow.day,
    hebrewMonth: f.tomorrow.month,
    hebrewYear: f.tomorrow.year,
    hebrewNote: note,
    hebrewNoteCalendar: calendarNoteOf(overrideNote, note, s.inIsrael),
    sunset: iso(f.zmanim.sunset),
    zmanTevillah: iso(f.zmanim.zmanTevillah),
  };
  // A note-only override leaves Yom Kippur and Tisha B'Av closed; only an opening time opens them.
  const overrideOpens = override !== undefined && parseLocalTime(override.openTime ?? '') !== null;
  const closed = override?.closed === true || (f.calendarType === 'Closed' && !overrideOpens);
  if (closed) return nightDay(base, CLOSED);
  const type = openNightType(f.today, f.tomorrow, f.dow);
  // The shabbosMode setting puts every open night under Shabbos-mode booking rules (no parking, no
  // room choice, paid beforehand) — an administrator's switch; opening hours still follow the kind.
  const shabbosMode = isShabbosType(type) || s.shabbosMode;
  const hours = nightHours(f, type, s, () => source.weekLatestZman(date), override);
  const last = lastStarts(hours, type, shabbosMode, s);
  // Candles are lit before sunset on an ordinary day and before Shabbos; for a second Yom Tov day (or
  // Yom Tov after Shabbos) they are lit after nightfall, so no time is shown.
  const lightsBeforeSunset = f.dow === 5 || !f.today.holy;
  const candleLighting = shabbosMode && lightsBeforeSunset ? f.zmanim.candleLighting : null;
  let cutoff = hours.open - s.reservationCutOffBeforeOpenHours * 60 * MINUTE;
  if (shabbosMode) {
    // Booking closes before the candle lighting that begins the run of Shabbos and Yom Tov days the
    // night belongs to (D's own when D is an ordinary day), so no one books on Shabbos or Yom Tov.
    cutoff = Math.min(cutoff, source.zmanim(source.eveOfHolyRun(date)).candleLighting);
  }
  return nightDay(base, {
    closed: false,
    shabbosMode,
    scheduleType: type,
    candleLighting: isoOrNull(candleLighting),
    openTime: iso(hours.open),
    closeTime: iso(hours.close),
    lastBath: isoOrNull(last.lastBath),
    lastEntryTime: isoOrNull(last.lastEntryTime),
    bookingCutoff: iso(cutoff),
  });
}

/** What a night is whatever its hours: its date, its Hebrew day and its sky. */
type NightBase = Pick<
  ScheduleDay,
  | 'date'
  | 'dayOfWeek'
  | 'hebrewDay'
  | 'hebrewMonth'
  | 'hebrewYear'
  | 'hebrewNote'
  | 'hebrewNoteCalendar'
  | 'sunset'
  | 'zmanTevillah'
>;

/** Whether it opens, and when. */
type NightTimes = Omit<ScheduleDay, keyof NightBase>;

const CLOSED: NightTimes = {
  closed: true,
  shabbosMode: false,
  scheduleType: 'Closed',
  candleLighting: null,
  openTime: null,
  closeTime: null,
  lastBath: null,
  lastEntryTime: null,
  bookingCutoff: null,
};

/**
 * A night as one object, of one shape for every night: each key written out in one literal, in the
 * order answers have always sent them. A night spread from its parts (`{ ...base, … }`) took a hidden
 * class of its own in V8 nearly every time (735 for 780 nights), so every read of a night's field on
 * a request's path missed the engine's caches once a city's instance held a few hundred nights
 * (docs/facilities.md, "Before X").
 */
export function nightDay(base: NightBase, times: NightTimes): ScheduleDay {
  return {
    date: base.date,
    dayOfWeek: base.dayOfWeek,
    hebrewDay: base.hebrewDay,
    hebrewMonth: base.hebrewMonth,
    hebrewYear: base.hebrewYear,
    hebrewNote: base.hebrewNote,
    hebrewNoteCalendar: base.hebrewNoteCalendar,
    sunset: base.sunset,
    zmanTevillah: base.zmanTevillah,
    closed: times.closed,
    shabbosMode: times.shabbosMode,
    scheduleType: times.scheduleType,
    candleLighting: times.candleLighting,
    openTime: times.openTime,
    closeTime: times.closeTime,
    lastBath: times.lastBath,
    lastEntryTime: times.lastEntryTime,
    bookingCutoff: times.bookingCutoff,
  };
}

/** Whose calendar named the night's note; null when an administrator's note stands, or there is none. */
function calendarNoteOf(
  overrideNote: string | null,
  note: string | null,
  inIsrael: boolean,
): HebrewCalendarReckoning | null {
  if (overrideNote !== null || note === null) return null;
  return inIsrael ? 'israel' : 'diaspora';
}
