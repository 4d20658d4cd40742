import { useTranslation } from 'react-i18next';
import { useSchedule } from '../../../api/schedule';
import type { Reservation } from '../../../api/reservation';
import { useLanguage } from '../../../i18n/use-language';
import { formatDayDate, formatLocalTime } from '../../../ui/format';
import { localToday } from '../../../shared/today';

/** "Thu, Dec 3, 7:30 PM": the night and the slot's wall-clock time. */
export function useWhen(): (r: Pick<Reservation, 'reservationDate' | 'reservationTime'>) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (r) =>
    t('reserve.when', {
      date: formatDayDate(r.reservationDate.slice(0, 10), language),
      time: formatLocalTime(r.reservationTime, language),
    });
}

/** The facility's today: the first night of its schedule, else the browser's date. */
export const todayOf = (schedule: readonly { date: string }[] | undefined): string =>
  schedule?.[0]?.date ?? localToday();

export function useToday(): string {
  return todayOf(useSchedule().data);
}
