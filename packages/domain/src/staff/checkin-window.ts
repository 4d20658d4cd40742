import { operatingNight } from './operating-night.ts';

const MINUTE = 60_000;

export interface CheckinWindowSettings {
  timeZone: string;
  dailyShutdownHour: number;
  /** Patrons may check in this many minutes before the night opens. */
  checkinBeforeOpenMinutes: number;
}

/**
 * Whether the desk may check a reservation in now:
 * - `otherNight`: her night is not the one the desk is running (never overridden: its rooms and
 *   attendants are another night's);
 * - `early`: more than `checkinBeforeOpenMinutes` before the night opens; staff may override, and
 *   `overridden` says they did;
 * - allowed otherwise. A night without an opening time (closed by an override) has no window to wait
 *   for, so it is not early.
 */
export type CheckinVerdict =
  | { allowed: true; overridden: boolean }
  | { allowed: false; reason: 'otherNight'; tonight: string }
  | { allowed: false; reason: 'early'; opensAt: number };

/** When check-in opens for a night opening at `openTime` (ms since the epoch), or null when it does not open. */
export function checkinOpensAt(openTime: number | null, minutesBefore: number): number | null {
  return openTime === null ? null : openTime - minutesBefore * MINUTE;
}

/** The check-in rule (docs/staff-api.md Check-in): her night must be tonight's, and the window open or overridden. */
export function checkinVerdict(
  visit: { night: string; openTime: number | null },
  now: Date,
  settings: CheckinWindowSettings,
  override: boolean,
): CheckinVerdict {
  const tonight = operatingNight(now, settings);
  if (visit.night !== tonight) return { allowed: false, reason: 'otherNight', tonight };
  const opensAt = checkinOpensAt(visit.openTime, settings.checkinBeforeOpenMinutes);
  const early = opensAt !== null && now.getTime() < opensAt;
  if (early && !override) return { allowed: false, reason: 'early', opensAt };
  return { allowed: true, overridden: early };
}
