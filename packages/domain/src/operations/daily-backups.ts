import { facilityToday } from '../dates.ts';
import { operatingNight } from '../staff/operating-night.ts';

/** The daily backups' file names: `tevila-<facility date>.tar.gz`. Other files are the operator's own. */
const DAILY_NAME = /^tevila-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;

export const dailyBackupName = (day: string) => `tevila-${day}.tar.gz`;

/**
 * The day whose backup is due at `now`, or null: one a day, once the night is over (past the
 * nightly shut-down hour, when no desk is working), named for the facility's date; none when
 * `backupKeepDays` is 0 or today's is already there.
 */
export function dailyBackupDue(
  now: Date,
  settings: { timeZone: string; dailyShutdownHour: number; backupKeepDays: number },
  existing: readonly string[],
): string | null {
  if (settings.backupKeepDays <= 0) return null;
  const today = facilityToday(now, settings.timeZone);
  if (operatingNight(now, settings) !== today) return null;
  return existing.includes(dailyBackupName(today)) ? null : today;
}

/** The daily backups past the newest `keepDays`, to remove; nothing when daily backups are off. */
export function dailyBackupsToRemove(existing: readonly string[], keepDays: number): string[] {
  if (keepDays <= 0) return [];
  const daily = existing.filter((name) => DAILY_NAME.test(name)).sort();
  return daily.slice(0, Math.max(0, daily.length - keepDays));
}
