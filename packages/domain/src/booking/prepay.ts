import type { FacilitySettings } from '../settings/read-settings.ts';
import type { ScheduleDay } from './types.ts';

/**
 * DESIGN §6 Booking: a booking is Pending (held until paid) when a prepay flag applies; Shabbos-mode
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
