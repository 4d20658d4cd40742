import { msg, type DomainMessage } from '../messages/domain-message.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import { footprint, loadNight, roomAt } from './capacity.ts';
import { isOffered, slotLengthMinutes } from './combinations.ts';
import { MINUTE_MS, nightHoursOf } from './night-slots.ts';
import type { Combination, HeldReservation, Refusal, ScheduleDay, Verdict } from './types.ts';

export interface BookingRequest extends Combination {
  /** A timeSlot of the night (compared as an instant, so any offset spelling of it matches). */
  timeSlot: string;
  /** When replacing, the old reservation's id: its room is not counted against the new one. */
  replacingReservationId?: string | null;
}

export const bookingMessages = {
  'booking.night_closed': msg('booking.nightClosed'),
  'booking.slot_not_on_grid': msg('booking.slotNotOnGrid'),
  'booking.too_late': msg('booking.tooLate'),
  'booking.full': msg('booking.full'),
} as const;

const refuse = (id: string, reason: DomainMessage): Refusal => ({ ok: false, id, reason });
const refuseWith = (id: keyof typeof bookingMessages): Refusal => refuse(id, bookingMessages[id]);

/** Whether the night offers this combination at all; the reason names what is not offered. */
export function checkCombination(c: Combination, day: ScheduleDay): Verdict {
  const id = 'booking.combination_not_offered';
  if (day.shabbosMode) {
    if (c.parking) return refuse(id, msg('booking.noParkingShabbos'));
    if (c.kallah) return refuse(id, msg('booking.noKallahShabbos'));
    if (c.bath || c.handicapped) return refuse(id, msg('booking.noRoomChoiceShabbos'));
  }
  if (c.handicapped && c.kallah) return refuse(id, msg('booking.oneRoom'));
  // Accessible and Kallah rooms are bath rooms, listed with bath: true in the availability.
  if (!isOffered(c, day)) return refuse(id, msg('booking.bathFlag'));
  return { ok: true };
}

/** A night's load built once, to check any number of requests against the same reservations. */
export interface NightPlan {
  check(request: Combination & { timeSlot: string }): Verdict;
}

/**
 * Whether one more reservation fits (docs/design.md §6), by the same count the availability shows, so a
 * slot showing available n accepts exactly n more of that combination. `held` is the night's
 * reservations; the server calls this inside the transaction that locks the night.
 */
export function checkBooking(
  day: ScheduleDay,
  s: FacilitySettings,
  held: readonly HeldReservation[],
  request: BookingRequest,
): Verdict {
  const others = request.replacingReservationId
    ? held.filter((h) => h.id !== request.replacingReservationId)
    : held;
  return planNight(day, s, others).check(request);
}

/** checkBooking for many requests against one set of reservations (the server keeps one per night). */
export function planNight(
  day: ScheduleDay,
  s: FacilitySettings,
  held: readonly HeldReservation[],
): NightPlan {
  const hours = nightHoursOf(day);
  if (!hours) return { check: () => refuseWith('booking.night_closed') };
  const load = loadNight(day, s, held);
  return {
    check: (request) => {
      const offered = checkCombination(request, day);
      if (!offered.ok) return offered;
      const t = Date.parse(request.timeSlot);
      if (!load.slots.includes(t)) return refuseWith('booking.slot_not_on_grid');
      const stay = slotLengthMinutes(request, day, s);
      if (t + stay * MINUTE_MS > hours.close) return refuseWith('booking.too_late');
      return roomAt(load, footprint(request, day, s), stay, t) >= 1
        ? { ok: true }
        : refuseWith('booking.full');
    },
  };
}
