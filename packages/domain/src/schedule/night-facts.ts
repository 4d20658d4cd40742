import { tzOffset } from '@date-fns/tz';
import { addDays, dayOfWeek, localInstant } from '../dates.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import { hebrewDayFacts, type HebrewDayFacts } from './hebrew-calendar.ts';
import { nightType } from './night-type.ts';
import type { ScheduleType } from './types.ts';
import { zmanimMs, type ZmanimMs } from './zmanim.ts';

/** Everything the calendar and the sky say about the night of `date`, before any override. */
export interface NightFacts {
  date: string;
  dow: number;
  today: HebrewDayFacts;
  tomorrow: HebrewDayFacts;
  calendarType: ScheduleType;
  zmanim: ZmanimMs;
}

export interface NightFactsSource {
  facts(date: string): NightFacts;
  zmanim(date: string): ZmanimMs;
  /**
   * The latest nightfall clock time among the Weekday nights of the Sunday–Thursday week of `date`,
   * as an instant on `date`.
   */
  weekLatestZman(date: string): number;
  /**
   * The last weekday before the run of Shabbos and Yom Tov days that `date` belongs to (or `date`
   * itself when its daytime is an ordinary day): its candle lighting starts the run.
   */
  eveOfHolyRun(date: string): string;
}

/** Memoises per date, so a range of nights computes each date's sky and calendar once. */
export function nightFactsSource(settings: FacilitySettings): NightFactsSource {
  const hebrew = memo((date: string) => hebrewDayFacts(date, settings.inIsrael));
  const sky = memo((date: string) => zmanimMs(date, settings));
  const facts = memo((date: string): NightFacts => {
    const today = hebrew(date);
    const tomorrow = hebrew(addDays(date, 1));
    const dow = dayOfWeek(date);
    return { date, dow, today, tomorrow, calendarType: nightType(today, tomorrow, dow), zmanim: sky(date) };
  });
  // Clock time (minutes after local midnight) of the latest nightfall of the Weekday nights of a week.
  const weekLatestMinutes = memo((sunday: string): number => {
    let latest = 0;
    for (let i = 0; i < 5; i++) {
      const f = facts(addDays(sunday, i));
      if (f.calendarType === 'Weekday')
        latest = Math.max(latest, localMinutes(f.zmanim.zmanTevillah, settings.timeZone));
    }
    return latest;
  });
  const weekLatestZman = (date: string): number => {
    const minutes = weekLatestMinutes(addDays(date, -dayOfWeek(date)));
    return Math.max(facts(date).zmanim.zmanTevillah, localInstant(date, minutes, settings.timeZone));
  };
  const eveOfHolyRun = (date: string): string => {
    let eve = date;
    // A run is at most three days (two-day Yom Tov next to Shabbos); the bound only guards the loop.
    for (let i = 0; i < 7 && hebrew(eve).holy; i++) eve = addDays(eve, -1);
    return eve;
  };
  return { facts, zmanim: sky, weekLatestZman, eveOfHolyRun };
}

function memo<T>(f: (date: string) => T): (date: string) => T {
  const cache = new Map<string, T>();
  return (date) => {
    let value = cache.get(date);
    if (value === undefined) {
      value = f(date);
      cache.set(date, value);
    }
    return value;
  };
}

/** Minutes after local midnight of an instant (whole minutes: nightfall is rounded to the minute). */
function localMinutes(t: number, timeZone: string): number {
  const local = t + tzOffset(timeZone, new Date(t)) * 60_000;
  return Math.floor(local / 60_000) % 1440;
}
