import { useTranslation } from 'react-i18next';
import { formatDayDate, formatLocalTime } from '../../ui/format';
import type { RoomType, Salon } from './flow-state';
import classes from './reserve.module.css';
import { useLanguage } from './use-display';

export interface SummaryChoice {
  date: string;
  time: string;
  roomType: RoomType | null;
  parking: boolean;
  doubleSlot: boolean;
  salon: Salon;
}

const ROOM_LABEL = {
  shower: 'reserve.options.shower',
  bath: 'reserve.options.bath',
  handicapped: 'reserve.options.accessible',
  kallah: 'reserve.options.kallah',
} as const;

/** Night, time, room type and extras of a reservation or of the one being booked. */
export function ReservationSummary({ choice }: { choice: SummaryChoice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const extras = [
    choice.parking ? t('reserve.options.parking') : null,
    choice.doubleSlot ? t('reserve.options.doubleSlot') : null,
    choice.salon === 'manicure' ? t('reserve.options.manicure') : null,
    choice.salon === 'both' ? t('reserve.options.both') : null,
  ].filter((x): x is string => x !== null);
  return (
    <dl className={classes.details}>
      <div>
        <dt>{t('reserve.payment.night')}</dt>
        <dd>{formatDayDate(choice.date.slice(0, 10), language)}</dd>
      </div>
      <div>
        <dt>{t('reserve.payment.time')}</dt>
        <dd>
          <time dateTime={choice.time}>{formatLocalTime(choice.time, language)}</time>
        </dd>
      </div>
      {choice.roomType ? (
        <div>
          <dt>{t('reserve.payment.room')}</dt>
          <dd>{t(ROOM_LABEL[choice.roomType])}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('reserve.payment.extras')}</dt>
        <dd>{extras.length > 0 ? extras.join(', ') : t('reserve.payment.noExtras')}</dd>
      </div>
    </dl>
  );
}
