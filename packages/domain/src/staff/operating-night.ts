import { TZDate } from '@date-fns/tz';
import { addDays, facilityToday } from '../dates.ts';

/**
 * The night the desk is running at `now`: the facility's local date, or the night before until
 * `dailyShutdownHour` (a 24-hour decimal, 1 = 1:00 am), so a visit that runs past midnight stays on
 * the night it began.
 */
export function operatingNight(now: Date, settings: { timeZone: string; dailyShutdownHour: number }): string {
  const today = facilityToday(now, settings.timeZone);
  const local = new TZDate(now.getTime(), settings.timeZone);
  const minutes = local.getHours() * 60 + local.getMinutes() + local.getSeconds() / 60;
  return minutes < settings.dailyShutdownHour * 60 ? addDays(today, -1) : today;
}
