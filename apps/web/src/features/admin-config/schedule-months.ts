import type { ScheduleDay } from '@tevila/domain';
import { localeOf, type Language } from '../../i18n/language';

export interface ScheduleMonth {
  /** "YYYY-MM". */
  month: string;
  days: ScheduleDay[];
}

/** The nights split by calendar month, in the order they come. */
export function byMonth(days: readonly ScheduleDay[]): ScheduleMonth[] {
  const months: ScheduleMonth[] = [];
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.days.push(day);
    else months.push({ month, days: [day] });
  }
  return months;
}

/** "HH:mm" of an instant with the facility's offset ("2026-12-01T16:45:00-08:00" → "16:45"), or ''. */
export function localHhMm(iso: string | null | undefined): string {
  return /T(\d{2}:\d{2})/.exec(iso ?? '')?.[1] ?? '';
}

/** "December 2026" / "דצמבר 2026" for "YYYY-MM". */
export function monthTitle(month: string, language: Language): string {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 1));
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
