import type { FacilitySettings } from '../settings/read-settings.ts';
import { isOneOf } from '../narrowing.ts';
import { planNight } from './check-booking.ts';
import { MINUTE_MS, nightSlots } from './night-slots.ts';
import type { HeldReservation, ScheduleDay } from './types.ts';

/** The delays she can announce ("I'm running late"). */
export const lateMinuteChoices = [15, 30, 45] as const;
export type LateMinutes = (typeof lateMinuteChoices)[number];

export function isLateMinutes(value: unknown): value is LateMinutes {
  return isOneOf(lateMinuteChoices, value);
}

/**
 * How far past the time she gives a new slot may start: a slot much later than she asked is a
 * different evening for her, so the desk decides instead.
 */
export const LATE_SLACK_MINUTES = 15;

/**
 * Running late: the first slot of the night's grid that starts no earlier than her slot plus the
 * delay, and at most LATE_SLACK_MINUTES after that, where her same combination fits once her own place
 * is given up (the same count as a booking's: never an overbooking). Null when none does, or the night
 * is closed.
 */
export function lateSlot(
  day: ScheduleDay,
  s: FacilitySettings,
  held: readonly HeldReservation[],
  her: HeldReservation,
  minutes: LateMinutes,
): string | null {
  const earliest = Date.parse(her.timeSlot) + minutes * MINUTE_MS;
  const latest = earliest + LATE_SLACK_MINUTES * MINUTE_MS;
  const plan = planNight(
    day,
    s,
    held.filter((h) => h.id !== her.id),
  );
  for (const slot of nightSlots(day, s)) {
    const t = Date.parse(slot);
    if (t < earliest || t > latest) continue;
    if (plan.check({ ...her, timeSlot: slot }).ok) return slot;
  }
  return null;
}
