import type { ScheduleDay, ScheduleType } from '@tevila/domain';
import type { HebrewDisplay } from './hebrew-display';

/** Spec 001 §9: the Hours page shows the first 6 nights. */
export const HOURS_DAYS_SHOWN = 6;

/** "26 Kislev" in English; "כ״ו כסלו" in Hebrew (given the Hebrew formatters). */
export function hebrewDateLabel(
  day: Pick<ScheduleDay, 'hebrewDay' | 'hebrewMonth'>,
  hebrew: HebrewDisplay | null,
): string {
  return hebrew
    ? `${hebrew.hebrewNumeral(day.hebrewDay)} ${hebrew.hebrewMonthNameHe(day.hebrewMonth)}`
    : `${day.hebrewDay} ${day.hebrewMonth}`;
}

/** On Friday and Erev Yom Tov nights there is no Last Bath, and the last shower is the "Last Entry". */
export const isShortNight = (type: ScheduleType): boolean => type === 'Friday' || type === 'ErevYomTov';

export const isClosedNight = (day: Pick<ScheduleDay, 'closed' | 'scheduleType'>): boolean =>
  day.closed || day.scheduleType === 'Closed';

/** Day of the week of a "YYYY-MM-DD" date (0 = Sunday), independent of the browser's zone. */
export function weekdayOf(day: Pick<ScheduleDay, 'date' | 'dayOfWeek'>): number {
  if (Number.isInteger(day.dayOfWeek) && day.dayOfWeek >= 0 && day.dayOfWeek <= 6) return day.dayOfWeek;
  const [y, m, d] = day.date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}
