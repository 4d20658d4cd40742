import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayDate, formatLocalTime } from '../../../ui/format';
import { extrasOf, ROOM_LABEL, type SummaryChoice } from '../rules/reservation-choice';
import classes from '../reserve.module.css';
import { useLanguage } from '../../../i18n/use-language';

export type { SummaryChoice } from '../rules/reservation-choice';

/**
 * Night, time, room type and extras of a reservation or of the one being booked; `children` adds rows
 * (its money) to the same list. `withTime` false: the night and time are said above it already.
 */
export function ReservationSummary({
  choice,
  withTime = true,
  children,
}: {
  choice: SummaryChoice;
  withTime?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const extras = extrasOf(choice, t);
  return (
    <dl className={classes.details}>
      {withTime ? (
        <>
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
        </>
      ) : null}
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
      {children}
    </dl>
  );
}
