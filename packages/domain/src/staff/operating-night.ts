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

/**
 * Whether the evening's systems are up at `now` (the hallway's call lights): from `dailyPMHour` until
 * `dailyShutdownHour` the next morning, both 24-hour decimals at the facility. With the shutdown
 * later in the same day than the start-up (an unusual setting), from the one to the other.
 */
export function eveningSystemsOn(
  now: Date,
  s: { timeZone: string; dailyPMHour: number; dailyShutdownHour: number },
): boolean {
  const local = new TZDate(now.getTime(), s.timeZone);
  const minutes = local.getHours() * 60 + local.getMinutes() + local.getSeconds() / 60;
  const [up, down] = [s.dailyPMHour * 60, s.dailyShutdownHour * 60];
  return up <= down ? minutes >= up && minutes < down : minutes >= up || minutes < down;
}
