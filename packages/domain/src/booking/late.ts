import type { FacilitySettings } from '../settings/read-settings.ts';
import { MINUTE_MS } from './night-slots.ts';

/** Before she arrives: the statuses in which a visit can be late, and her place released. */
export const beforeArrival: readonly string[] = ['Pending', 'Reserved'];

/**
 * When she counts as late (docs/rules/the-night.md, Late): `lateGraceMinutes` after her slot's start.
 * Until then the desk waits for her; from then her row and her phone say so. The doors still open for
 * her until the end of her stay plus the same grace (door-locks/door-codes.ts).
 */
export function lateAfter(timeSlot: string, s: Pick<FacilitySettings, 'lateGraceMinutes'>): number {
  return Date.parse(timeSlot) + s.lateGraceMinutes * MINUTE_MS;
}

/**
 * How many whole minutes past her slot's start she is, once she counts as late and has not arrived;
 * null otherwise (on time, within the grace, arrived, or the visit is over).
 */
export function minutesLate(
  visit: { status: string; timeSlot: string; lateAfter: string },
  now: number,
): number | null {
  if (!beforeArrival.includes(visit.status) || now < Date.parse(visit.lateAfter)) return null;
  return Math.floor((now - Date.parse(visit.timeSlot)) / MINUTE_MS);
}
