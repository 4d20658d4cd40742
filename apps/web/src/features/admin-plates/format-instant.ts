import { localeOf, type Language } from '../../i18n/language';

/** An instant ("2026-12-01T18:05:00.000Z") as a date and time in the visitor's language. */
export function formatInstant(iso: string, language: Language): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    value,
  );
}
