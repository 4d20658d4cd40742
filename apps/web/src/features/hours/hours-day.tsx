import type { ScheduleDay } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/keys';
import type { Language } from '../../i18n/language';
import { formatLocalTime, formatShortDate } from '../../ui/format';
import type { HebrewDisplay } from './hebrew-display';
import { hebrewDateLabel, isClosedNight, isShortNight, weekdayOf } from './hours-display';
import classes from './hours.module.css';

const WEEKDAY_KEYS = [
  'weekdays.sunday',
  'weekdays.monday',
  'weekdays.tuesday',
  'weekdays.wednesday',
  'weekdays.thursday',
  'weekdays.friday',
  'weekdays.saturday',
] as const satisfies readonly TranslationKey[];

interface TimeRow {
  key: string;
  label: string;
  iso: string | null;
}

export function HoursDay({
  day,
  language,
  hebrew,
}: {
  day: ScheduleDay;
  language: Language;
  hebrew: HebrewDisplay | null;
}) {
  const { t } = useTranslation();
  const headingId = `hours-${day.date}`;
  const short = isShortNight(day.scheduleType);
  const closed = isClosedNight(day);

  const rows: TimeRow[] = [
    { key: 'open', label: t('hours.open'), iso: day.openTime },
    { key: 'zman', label: t('hours.zmanTevilah'), iso: day.zmanTevillah },
    ...(short ? [] : [{ key: 'lastBath', label: t('hours.lastBath'), iso: day.lastBath }]),
    { key: 'lastEntry', label: short ? t('hours.lastEntry') : t('hours.lastShower'), iso: day.lastEntryTime },
  ].filter((row) => formatLocalTime(row.iso, language) !== '');

  return (
    <li className={classes.day} data-closed={closed || undefined}>
      <h2 className={classes.dayHeading} id={headingId}>
        <span className={classes.weekday}>{t(WEEKDAY_KEYS[weekdayOf(day)] ?? 'weekdays.sunday')}</span>{' '}
        <time className={classes.date} dateTime={day.date}>
          {formatShortDate(day.date, language)}
        </time>
      </h2>
      <p className={classes.hebrewDate}>{hebrewDateLabel(day, hebrew)}</p>
      {day.hebrewNote ? (
        <p className={classes.note}>
          <bdi>{day.hebrewNote}</bdi>
        </p>
      ) : null}
      {closed ? (
        <p className={classes.closed}>{t('hours.closed')}</p>
      ) : (
        <dl className={classes.times}>
          {rows.map((row) => (
            <div key={row.key} className={classes.timeRow}>
              <dt>{row.label}</dt>
              <dd>
                <time dateTime={row.iso ?? undefined}>{formatLocalTime(row.iso, language)}</time>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
