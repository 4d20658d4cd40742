import type { FacilitySettings } from '../settings/read-settings.ts';
import type { ScheduleDay } from './types.ts';

/**
 * docs/design.md §6 Booking: a booking is Pending (held until paid) when a prepay flag applies; Shabbos-mode
 * nights are always paid beforehand because nothing is paid on the night itself.
 */
export function needsPrepay(
  settings: Pick<FacilitySettings, 'reservationsRequirePrepayAll' | 'reservationsRequirePrepayParking'>,
  day: Pick<ScheduleDay, 'shabbosMode'>,
  parking: boolean,
): boolean {
  return (
    settings.reservationsRequirePrepayAll ||
    (settings.reservationsRequirePrepayParking && parking) ||
    day.shabbosMode
  );
}

/**
 * Whether a new booking starts Pending: only when a prepay flag applies and something is left to pay
 * once the payments it carries over are counted. `balanceCents` is its charges less those payments (a
 * replacement carries the replaced reservation's payments, donations and tips). A booking paid in full
 * already is Reserved: nothing would ever move it out of Pending.
 */
export function startsPending(
  settings: Pick<FacilitySettings, 'reservationsRequirePrepayAll' | 'reservationsRequirePrepayParking'>,
  day: Pick<ScheduleDay, 'shabbosMode'>,
  parking: boolean,
  balanceCents: number,
): boolean {
  return needsPrepay(settings, day, parking) && balanceCents > 0;
}

/**
 * docs/product/booking.md §5 Payment: pay at the door is offered unless the booking must be paid beforehand (every
 * reservation under reservationsRequirePrepayAll, parking under reservationsRequirePrepayParking, and
 * a Shabbos-mode night): the page's payment choices and her confirmation follow this one rule.
 */
export function payAtDoorAllowed(
  settings: Pick<FacilitySettings, 'reservationsRequirePrepayAll' | 'reservationsRequirePrepayParking'>,
  day: Pick<ScheduleDay, 'shabbosMode'>,
  parking: boolean,
): boolean {
  return !needsPrepay(settings, day, parking);
}
