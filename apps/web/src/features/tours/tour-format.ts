import { localeOf, type Language } from '../../i18n/language';

/**
 * A tour's date arrives as ISO 8601 with the facility's offset ("2026-12-01T19:00:00-08:00"). Its local
 * part is the facility's wall-clock time, so it is read as written: a visitor in another zone still
 * sees the hour the tour starts at the mikvah.
 */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export function wallClock(iso: string): WallClock | null {
  const m = ISO_LOCAL.exec(iso);
  if (!m) return null;
  // The pattern has exactly these five groups, all digits.
  const [year, month, day, hours, minutes] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59) return null;
  return { year, month, day, hours, minutes };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "h:mmA": 7:00PM, 12:30AM. */
function clock12({ hours, minutes }: WallClock): string {
  const h = hours % 12 === 0 ? 12 : hours % 12;
  return `${h}:${two(minutes)}${hours < 12 ? 'AM' : 'PM'}`;
}

/** docs/product/site-and-staff.md §2: the tour select's option text, date MM/DD/YY and time h:mmA ("12/01/26 7:00PM"). */
export function tourOptionText(iso: string): string {
  const w = wallClock(iso);
  if (!w) return iso;
  return `${two(w.month)}/${two(w.day)}/${two(w.year % 100)} ${clock12(w)}`;
}

/** The next tour, written out: "Tuesday, December 1, 2026, 7:00PM" / "יום שלישי, 1 בדצמבר 2026, 19:00". */
export function tourWhen(iso: string, language: Language): string {
  const w = wallClock(iso);
  if (!w) return iso;
  const date = new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(w.year, w.month - 1, w.day)));
  const time = language === 'he' ? `${two(w.hours)}:${two(w.minutes)}` : clock12(w);
  return `${date}, ${time}`;
}
