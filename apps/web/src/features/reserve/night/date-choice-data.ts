import type { Reservation } from '../../../api/reservation';
import type { ScheduleDay } from '../../../api/schedule';
import type { SettingsMap } from '../../../api/settings';
import type { Language } from '../../../i18n/language';
import { facilityContact } from '../../../ui/facility-contact';
import { DATE_TILES, kallahRefused } from '../rules/date-rules';
import { roomPrice } from '../rules/price';
import type { DateChoiceData } from './date-choice';

/** The date step's data from what the app holds: its nights, the Kallah room's prices, her history. */
export function dateChoiceData({
  schedule,
  settings,
  reservations,
  replacingId,
  current,
  language,
}: {
  schedule: readonly ScheduleDay[];
  settings: SettingsMap | undefined;
  reservations: readonly Reservation[] | undefined;
  replacingId: string | null;
  current: string | null;
  language: Language;
}): DateChoiceData {
  const days = schedule.slice(0, DATE_TILES);
  const { phone, phoneHref } = facilityContact(settings);
  return {
    days,
    kallahPrices: settings
      ? Object.fromEntries(days.map((day) => [day.date, roomPrice(settings, day.date, 'kallah')]))
      : null,
    kallahRefused: kallahRefused(reservations ?? [], replacingId),
    showList: (reservations?.length ?? 0) > 0,
    current,
    office: { phone, phoneHref },
    language,
  };
}
