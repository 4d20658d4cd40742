import { formatDollars } from '@tevila/domain';
import { localeOf, type Language } from '../i18n/language';

/**
 * Times arrive as ISO 8601 with the facility's offset ("2026-12-01T16:45:00-08:00"). The local part
 * of the string is the facility's wall-clock time: it is read as written, never converted through
 * the browser's time zone.
 */
export function localTimeParts(iso: string | null | undefined): { hours: number; minutes: number } | null {
  const match = /T(\d{2}):(\d{2})/.exec(iso ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

/** "4:45 PM" in English, "16:45" in Hebrew; '' when the value is not a time. */
export function formatLocalTime(iso: string | null | undefined, language: Language): string {
  const parts = localTimeParts(iso);
  if (!parts) return '';
  const mm = String(parts.minutes).padStart(2, '0');
  if (language === 'he') return `${String(parts.hours).padStart(2, '0')}:${mm}`;
  const suffix = parts.hours < 12 ? 'AM' : 'PM';
  const h12 = parts.hours % 12 === 0 ? 12 : parts.hours % 12;
  return `${h12}:${mm} ${suffix}`;
}

/** A calendar date "YYYY-MM-DD" as UTC midnight, so no browser zone can shift the day. */
export function dateFromIsoDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** "Dec 1" / "1 בדצמ׳" for a "YYYY-MM-DD" date. */
export function formatShortDate(date: string, language: Language): string {
  const value = dateFromIsoDate(date);
  if (!value) return date;
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}

/**
 * A file's size as people read it: "840 kB", "2.4 MB". Counted in 1024s, as the upload limit is
 * (5 MB = 5,242,880 bytes), so a file shown as "5 MB" or less is one the limit takes.
 */
export function formatFileSize(bytes: number, language: Language): string {
  const size = Math.max(0, bytes);
  const [unit, divisor] =
    size >= 1024 * 1024 ? ['megabyte', 1024 * 1024] : size >= 1024 ? ['kilobyte', 1024] : ['byte', 1];
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(size / divisor);
}

/**
 * docs/product/booking.md §9: dollar prefix, thousands separator, two decimals ("$1,234.56") in both
 * languages, as the server writes money (the domain's formatDollars).
 */
export function formatMoney(dollars: number): string {
  return formatDollars(Math.round((Number.isFinite(dollars) ? dollars : 0) * 100));
}

/**
 * An instant ("2026-12-01T18:05:00.000Z", any offset) as a date and time on the facility's clock, in
 * the reader's language: "Dec 1, 2026, 10:05 AM" / "1 בדצמ׳ 2026, 10:05". Every instant a page shows
 * goes through here with the facility's `timeZone` setting (docs/design.md §4), never the device's zone.
 */
export function formatFacilityDateTime(iso: string, language: Language, timeZone: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone }).format(value);
  } catch {
    // A zone the browser does not know: the moment in UTC, said so, rather than the device's clock.
    return `${new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(value)} UTC`;
  }
}

/** "Thu, Dec 3" / "יום ה׳, 3 בדצמ׳" for a "YYYY-MM-DD" date. */
export function formatDayDate(date: string, language: Language): string {
  const value = dateFromIsoDate(date);
  if (!value) return date;
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}
