import { facilityToday } from '../dates.ts';
import { parts } from '../iso-date.ts';
import { operatingNight } from '../staff/operating-night.ts';

/**
 * The user that old visits are moved to once their personal links are stripped: an anonymised
 * account like a deleted one (its name starts as theirs do), which no phone can sign in as.
 */
export const RETAINED_VISITS_USER_NAME = 'deleted-retained-visits';

/** The nights whose visits keep their personal links: `retentionMonths` back from today; 0 keeps all. */
export interface RetentionSettings {
  timeZone: string;
  dailyShutdownHour: number;
  retentionMonths: number;
}

/** `date` moved back by whole months, the day clamped to the month's end (31 August − 6 → 28 February). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * The first night whose visits are kept whole at `now`: every earlier night's visits lose their
 * personal links. Null when nothing is due: retention is off (0 months), or a night is still running
 * (the work waits until the building has shut down, as the daily backup does, so no desk is slowed).
 */
export function retentionCutoff(now: Date, settings: RetentionSettings): string | null {
  if (settings.retentionMonths <= 0) return null;
  const today = facilityToday(now, settings.timeZone);
  if (operatingNight(now, settings) !== today) return null;
  return monthsBefore(today, settings.retentionMonths);
}
