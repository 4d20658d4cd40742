import type { SlotAvailability } from '../booking/types.ts';
import { pastBookingCutoff } from '../schedule/booking-window.ts';
import type { ScheduleDay } from '../schedule/types.ts';

/** A facility's night as the directory of tonight's mikvaot shows it. */
export interface FacilityTonight {
  night: string;
  open: boolean;
  /** The holiday or the administrator's note of the night, as the hours page gives it. */
  hebrewNote: string | null;
  /** With the Hebrew date, what names the holiday in Hebrew as the hours page does (hebrewNoteHe). */
  hebrewNoteCalendar: ScheduleDay['hebrewNoteCalendar'];
  hebrewYear: number;
  hebrewMonth: string;
  hebrewDay: number;
  openTime: string | null;
  zmanTevillah: string;
  lastEntryTime: string | null;
  closeTime: string | null;
  /** Whether she can still book tonight: before the cutoff, a time ahead with a place of some kind. */
  reservationsRemain: boolean;
}

/**
 * Tonight at one facility, from its schedule day and what its reservations leave: a closed night, or
 * a site whose booking is shut down (the `shutdown` setting), leaves nothing to book; an open one has
 * places while booking has not closed and some time still ahead has a place of any kind.
 */
export function facilityTonight(
  day: ScheduleDay,
  slots: readonly SlotAvailability[],
  now: Date,
  shutdown = false,
): FacilityTonight {
  const open = !day.closed && day.openTime !== null;
  const bookable = !shutdown && day.bookingCutoff !== null && !pastBookingCutoff(day, now);
  const placeAhead = slots.some(
    (slot) =>
      Date.parse(slot.timeSlot) > now.getTime() &&
      slot.availableReservations.some((kind) => kind.available > 0),
  );
  return {
    night: day.date,
    open,
    hebrewNote: day.hebrewNote,
    hebrewNoteCalendar: day.hebrewNoteCalendar,
    hebrewYear: day.hebrewYear,
    hebrewMonth: day.hebrewMonth,
    hebrewDay: day.hebrewDay,
    openTime: day.openTime,
    zmanTevillah: day.zmanTevillah,
    lastEntryTime: day.lastEntryTime,
    closeTime: day.closeTime,
    reservationsRemain: open && bookable && placeAhead,
  };
}

/**
 * The instants between which `facilityTonight(day, slots, t)` answers as it does at `now`: from the
 * last of the booking cutoff and the slots' times that are not after `now`, until the first that is.
 * Only those instants move its answer, so one kept answer serves every request in between.
 */
export function facilityTonightHolds(
  day: Pick<ScheduleDay, 'bookingCutoff'>,
  slots: readonly Pick<SlotAvailability, 'timeSlot'>[],
  now: Date,
): { from: number; until: number } {
  const t = now.getTime();
  const instants = slots.map((slot) => Date.parse(slot.timeSlot));
  if (day.bookingCutoff !== null) instants.push(Date.parse(day.bookingCutoff));
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  // A slot counts once its time has passed (time > now); the cutoff once reached (now >= cutoff).
  for (const at of instants) {
    if (at > t) until = Math.min(until, at);
    else from = Math.max(from, at);
  }
  return { from, until };
}
