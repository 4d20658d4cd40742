import type { HebrewDayFacts } from './hebrew-calendar.ts';
import type { ScheduleType } from './types.ts';

export type OpenType = Exclude<ScheduleType, 'Closed'>;

/**
 * The kind of the night of D (the evening that begins the Hebrew day D+1), from the calendar alone.
 * `today` is D's daytime, `tomorrow` is D+1's; `dow` is D's weekday (0 = Sunday).
 * Checked in this order, so a Friday that is also Erev Yom Tov is a Friday.
 */
export function nightType(today: HebrewDayFacts, tomorrow: HebrewDayFacts, dow: number): ScheduleType {
  // No immersion on the nights that begin Yom Kippur and Tisha B'Av (observed date, so deferred too).
  if (tomorrow.yomKippur || tomorrow.tishaBav) return 'Closed';
  return openNightType(today, tomorrow, dow);
}

/** The kind the night would have if open: used when an administrator opens a closed night. */
export function openNightType(today: HebrewDayFacts, tomorrow: HebrewDayFacts, dow: number): OpenType {
  if (dow === 5) return 'Friday';
  if (tomorrow.yomTov) return today.holy ? 'YomTov' : 'ErevYomTov';
  if (dow === 6) return 'MotzeiShabbos';
  if (today.yomTov) return 'MotzeiYomTov';
  return 'Weekday';
}

/** Nights whose rules follow Shabbos: no parking, no room choice, no Kallah room, paid beforehand. */
export function isShabbosType(type: OpenType): boolean {
  return type === 'Friday' || type === 'ErevYomTov' || type === 'YomTov';
}
