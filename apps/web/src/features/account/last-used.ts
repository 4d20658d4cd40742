import { localeOf, type Language } from '../../i18n/language';
import { formatFacilityDateTime } from '../../ui/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a device was last used, as she says it: `justNow` within the minute, "12 minutes ago" or
 * "3 hours ago" within the day, else the date and time on the facility's clock. An instant ahead of
 * this browser's clock (a clock set wrong) is told as a date, never as "in 5 minutes".
 */
export function lastUsedText(
  iso: string,
  options: { now: number; language: Language; timeZone: string; justNow: string },
): string {
  const at = Date.parse(iso);
  const ago = options.now - at;
  if (Number.isNaN(at) || ago < -MINUTE || ago >= DAY)
    return formatFacilityDateTime(iso, options.language, options.timeZone);
  if (ago < MINUTE) return options.justNow;
  const relative = new Intl.RelativeTimeFormat(localeOf(options.language), { numeric: 'auto' });
  return ago < HOUR
    ? relative.format(-Math.floor(ago / MINUTE), 'minute')
    : relative.format(-Math.floor(ago / HOUR), 'hour');
}
