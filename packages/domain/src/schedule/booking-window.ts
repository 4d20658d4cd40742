import type { ScheduleDay } from './types.ts';

/** Booking for the night has closed: its cutoff instant has come (a night without one never closes so). */
export function pastBookingCutoff(day: Pick<ScheduleDay, 'bookingCutoff'>, now: Date): boolean {
  return day.bookingCutoff !== null && now.getTime() >= Date.parse(day.bookingCutoff);
}
