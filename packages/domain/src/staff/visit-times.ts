import { addDays, localInstant } from '../dates.ts';
import { slotLengthMinutes } from '../booking/combinations.ts';
import type { Combination, ReservationStatus, ScheduleDay } from '../booking/types.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';

const MINUTE = 60_000;
/** docs/product/site-and-staff.md §9: the timeline's default end, 3 hours after arrival. */
export const TIMELINE_DEFAULT_HOURS = 3;

/**
 * When her visit should end (docs/staff-api.md): her slot plus the slot length (bath or shower
 * minutes, plus the double-slot minutes; the Friday length on a Shabbos-mode night), counted from her
 * arrival instead when she arrived after her slot. Milliseconds since the epoch.
 */
export function expectedEndTime(
  visit: Pick<Combination, 'bath' | 'handicapped' | 'kallah' | 'doubleSlot'> & {
    timeSlot: number;
    timeArrived: number | null;
  },
  day: ScheduleDay,
  settings: FacilitySettings,
): number {
  const minutes = slotLengthMinutes(visit, day, settings);
  const from =
    visit.timeArrived !== null && visit.timeArrived > visit.timeSlot ? visit.timeArrived : visit.timeSlot;
  return from + minutes * MINUTE;
}

/** The end of a night's local day: midnight that closes `night` in the facility's zone. */
export function endOfNightDay(night: string, timeZone: string): number {
  return localInstant(addDays(night, 1), 0, timeZone);
}

/**
 * The reservation-details timeline bar (docs/product/site-and-staff.md §4): it starts at arrival; it ends at completion,
 * else 3 hours after arrival while that is still ahead, else at the end of the day; a Canceled one
 * ends at its last status change. Null before she arrived. Milliseconds since the epoch.
 */
export function timelineSpan(
  visit: {
    status: ReservationStatus;
    timeArrived: number | null;
    timeCompleted: number | null;
    /** When each status change happened. */
    historyTimes: readonly number[];
  },
  now: number,
  endOfDay: number,
): { start: number; end: number } | null {
  const start = visit.timeArrived;
  if (start === null) return null;
  let end: number;
  if (visit.status === 'Canceled' && visit.historyTimes.length > 0) end = Math.max(...visit.historyTimes);
  else if (visit.timeCompleted !== null) end = visit.timeCompleted;
  else if (start + TIMELINE_DEFAULT_HOURS * 60 * MINUTE > now)
    end = start + TIMELINE_DEFAULT_HOURS * 60 * MINUTE;
  else end = endOfDay;
  return { start, end: Math.max(start, end) };
}
