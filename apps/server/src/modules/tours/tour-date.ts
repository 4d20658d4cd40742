import { isIsoDate, localInstant } from '@tevila/domain';

// "2026-12-01T19:00", optionally with seconds, and optionally an offset ("Z", "-08:00").
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * An administrator's tour date: an instant when it carries an offset, else a local time read in the
 * facility's zone (what the admin form sends). Undefined when it is not a real date and time.
 */
export function parseTourDate(text: string, timeZone: string): Date | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (m === null) return undefined;
  const [, date = '', hh = '', mm = '', ss, offset] = m;
  const hours = Number(hh);
  const minutes = Number(mm);
  if (!isIsoDate(date) || hours > 23 || minutes > 59 || Number(ss ?? 0) > 59) return undefined;
  if (offset !== undefined) {
    const ms = Date.parse(text.trim().replace(' ', 'T'));
    return Number.isNaN(ms) ? undefined : new Date(ms);
  }
  return new Date(localInstant(date, hours * 60 + minutes, timeZone));
}
