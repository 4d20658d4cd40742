import clsx from 'clsx';
import { Button } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { ScheduleDay } from '../../../api/schedule';
import { useSettings } from '../../../api/settings';
import { useLanguage } from '../../../i18n/use-language';
import { facilityContact } from '../../../ui/facility-contact';
import { formatLocalTime, formatShortDate } from '../../../ui/format';
import { weekdayKey } from '../../../ui/weekday-name';
import classes from '../reserve.module.css';
import own from './tonight-closed.module.css';

export const TONIGHT_CLOSED_HEADING = 'tonight-closed-heading';

export interface TonightClosedProps {
  /** Tonight, whose booking has closed. */
  tonight: ScheduleDay;
  /** The first of the next nights she can still book, if any. */
  nextOpen: ScheduleDay | null;
  onChoose: (day: ScheduleDay) => void;
}

/**
 * Tonight's booking has closed (its cutoff has passed): what she can still do. The office's phone, a
 * tap away; coming without a booking, which the desk takes while a room is free (a walk-in); or the
 * next night she can book, in one press.
 */
export function TonightClosed({ tonight, nextOpen, onChoose }: TonightClosedProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: settings } = useSettings();
  const office = facilityContact(settings);
  const opens = formatLocalTime(tonight.openTime, language);
  return (
    <section className={classes.card} aria-labelledby={TONIGHT_CLOSED_HEADING}>
      <h2 className={clsx(classes.cardTitle, own.title)} id={TONIGHT_CLOSED_HEADING} tabIndex={-1}>
        {t('reserve.date.tonightClosedTitle')}
      </h2>
      <p>{t('reserve.date.tonightClosedIntro')}</p>
      <ul className={own.ways}>
        {office.phone !== '' ? (
          <li>
            <Trans
              i18nKey="reserve.date.tonightCall"
              values={{ phone: office.phone }}
              components={{ phone: <a href={office.phoneHref} dir="ltr" /> }}
            />
          </li>
        ) : null}
        <li>
          {opens !== ''
            ? t('reserve.date.tonightWalkInFrom', { time: opens })
            : t('reserve.date.tonightWalkIn')}
        </li>
      </ul>
      {nextOpen ? (
        <div>
          <Button variant="light" size="md" onClick={() => onChoose(nextOpen)}>
            {t('reserve.date.chooseNextOpen', {
              night: `${t(weekdayKey(nextOpen))} ${formatShortDate(nextOpen.date, language)}`,
            })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
