import type { ScheduleDay } from '@tevila/domain';
import type { TranslationKey } from '../i18n/keys';

/**
 * The weekday names of the site's texts, Sunday first. docs/product/site-and-staff.md §9 names Saturday night 'Motzei
 * Shabbos' ('מוצאי שבת'): a night is the evening that begins the next Hebrew day. /hours and the date
 * tiles both name a night by this list.
 */
export const WEEKDAY_KEYS = [
  'weekdays.sunday',
  'weekdays.monday',
  'weekdays.tuesday',
  'weekdays.wednesday',
  'weekdays.thursday',
  'weekdays.friday',
  'weekdays.saturday',
] as const satisfies readonly TranslationKey[];

export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** Day of the week of a night (0 = Sunday): the schedule's own, else its "YYYY-MM-DD" date's, in no zone. */
export function weekdayOf(day: Pick<ScheduleDay, 'date'> & Partial<Pick<ScheduleDay, 'dayOfWeek'>>): number {
  const given = day.dayOfWeek;
  if (given !== undefined && Number.isInteger(given) && given >= 0 && given <= 6) return given;
  const [y, m, d] = day.date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}

/** The key of a night's weekday name. */
export const weekdayKey = (
  day: Pick<ScheduleDay, 'date'> & Partial<Pick<ScheduleDay, 'dayOfWeek'>>,
): WeekdayKey => WEEKDAY_KEYS[weekdayOf(day)] ?? 'weekdays.sunday';
