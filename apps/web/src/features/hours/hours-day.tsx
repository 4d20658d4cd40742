import type { ScheduleDay } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/language';
import { formatShortDate } from '../../ui/format';
import { hebrewDateText, nightNoteText, type HebrewNames } from '../../ui/hebrew-names';
import { weekdayKey } from '../../ui/weekday-name';
import { isClosedNight, isShortNight } from './hours-display';
import classes from './hours.module.css';
import { NightTimes, nightClasses, type TimeRow } from '../../ui/night-times';

export function HoursDay({
  day,
  language,
  hebrew,
}: {
  day: ScheduleDay;
  language: Language;
  hebrew: HebrewNames | null;
}) {
  const { t } = useTranslation();
  const headingId = `hours-${day.date}`;
  const short = isShortNight(day.scheduleType);
  const closed = isClosedNight(day);
  const note = nightNoteText(day, hebrew);

  const rows: TimeRow[] = [
    { key: 'open', label: t('hours.open'), iso: day.openTime },
    { key: 'zman', label: t('hours.zmanTevilah'), iso: day.zmanTevillah },
    ...(short ? [] : [{ key: 'lastBath', label: t('hours.lastBath'), iso: day.lastBath }]),
    { key: 'lastEntry', label: short ? t('hours.lastEntry') : t('hours.lastShower'), iso: day.lastEntryTime },
  ];

  return (
    <li className={classes.day} data-closed={closed || undefined}>
      <h2 className={classes.dayHeading} id={headingId}>
        <span className={classes.weekday}>{t(weekdayKey(day))}</span>{' '}
        <time className={classes.date} dateTime={day.date}>
          {formatShortDate(day.date, language)}
        </time>
      </h2>
      <p className={classes.hebrewDate}>{hebrewDateText(day, hebrew)}</p>
      {note ? (
        <p className={nightClasses.note}>
          <bdi>{note}</bdi>
        </p>
      ) : null}
      {closed ? (
        <p className={nightClasses.closed}>{t('hours.closed')}</p>
      ) : (
        <NightTimes rows={rows} language={language} />
      )}
    </li>
  );
}
