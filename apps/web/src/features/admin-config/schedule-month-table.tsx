import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button } from '@mantine/core';
import type { ScheduleDay } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import type { ScheduleOverride } from './api/admin-schedule-overrides';
import type { TranslationKey } from '../../i18n/keys';
import type { Language } from '../../i18n/language';
import { formatDayDate, formatLocalTime } from '../../ui/format';
import { hebrewDateText, hebrewMonthsText, nightNoteText, type HebrewNames } from '../../ui/hebrew-names';
import classes from './admin-config.module.css';
import { ConfigTable } from './config-table';
import schedule from './schedule.module.css';
import type { ScheduleMonth } from './schedule-months';

const typeKeys: Record<ScheduleDay['scheduleType'], TranslationKey> = {
  Weekday: 'admin.config.schedule.types.Weekday',
  Friday: 'admin.config.schedule.types.Friday',
  ErevYomTov: 'admin.config.schedule.types.ErevYomTov',
  MotzeiShabbos: 'admin.config.schedule.types.MotzeiShabbos',
  MotzeiYomTov: 'admin.config.schedule.types.MotzeiYomTov',
  YomTov: 'admin.config.schedule.types.YomTov',
  Closed: 'admin.config.schedule.types.Closed',
};

const isClosed = (day: ScheduleDay) => day.closed || day.scheduleType === 'Closed';

/** One month of nights as a table; each night opens its override. */
export function ScheduleMonthTable({
  month,
  title,
  language,
  names,
  overrides,
  onOverride,
}: {
  month: ScheduleMonth;
  title: string;
  language: Language;
  /** The calendar's Hebrew namers on a Hebrew page; null in English. */
  names: HebrewNames | null;
  overrides: ReadonlyMap<string, ScheduleOverride>;
  onOverride: (day: ScheduleDay) => void;
}) {
  const { t } = useTranslation();
  const time = (iso: string | null) => formatLocalTime(iso, language);
  const headingId = `month-${month.month}`;
  return (
    <div className={classes.group}>
      <h2 id={headingId} className={classes.groupTitle}>
        {title}
      </h2>
      <p className={schedule.hebrewMonths}>{hebrewMonthsText(month.days, names)}</p>
      {/* A wide table scrolls inside its own frame, which the keyboard can reach. */}
      <div className={classes.tableFrame} tabIndex={0} role="region" aria-labelledby={headingId}>
        <ConfigTable
          columns={[
            {
              header: t('admin.config.schedule.date'),
              cell: ({ day }) => <time dateTime={day.date}>{formatDayDate(day.date, language)}</time>,
              className: classes.dateCell,
            },
            { header: t('admin.config.schedule.hebrewDate'), cell: ({ day }) => hebrewDateText(day, names) },
            {
              header: t('admin.config.schedule.type'),
              cell: ({ day }) => t(typeKeys[day.scheduleType] ?? typeKeys.Weekday),
            },
            {
              header: t('admin.config.schedule.open'),
              cell: ({ day, closed }) => (closed ? '' : time(day.openTime)),
            },
            { header: t('admin.config.schedule.zman'), cell: ({ day }) => time(day.zmanTevillah) },
            {
              header: t('admin.config.schedule.lastBath'),
              cell: ({ day, closed }) => (closed ? '' : time(day.lastBath)),
            },
            {
              header: t('admin.config.schedule.lastEntry'),
              cell: ({ day, closed }) => (closed ? '' : time(day.lastEntryTime)),
            },
            {
              header: t('admin.config.schedule.closed'),
              cell: ({ closed }) => (closed ? <strong>{t('admin.config.schedule.closedValue')}</strong> : ''),
            },
            {
              header: t('admin.config.schedule.note'),
              cell: ({ day }) => <bdi>{nightNoteText(day, names) ?? ''}</bdi>,
            },
            {
              header: t('admin.config.schedule.override'),
              cell: ({ day, override }) => (
                <div className={classes.overrideCell}>
                  {override ? (
                    <Badge variant="filled" color="grape.9">
                      {t('admin.config.schedule.overridden')}
                    </Badge>
                  ) : null}
                  <Button
                    size="xs"
                    variant={override ? 'light' : 'subtle'}
                    onClick={() => onOverride(day)}
                    aria-label={t('admin.config.schedule.overrideFor', {
                      date: formatDayDate(day.date, language),
                    })}
                  >
                    {t('admin.config.schedule.overrideButton')}
                  </Button>
                </div>
              ),
            },
          ]}
          rows={month.days.map((day) => ({ day, override: overrides.get(day.date), closed: isClosed(day) }))}
          rowKey={({ day }) => day.date}
          rowAttributes={({ day, override }) => ({
            'data-date': day.date,
            'data-overridden': override ? true : undefined,
          })}
          className={`${classes.table} ${classes.schedule}`}
          dense
        />
      </div>
    </div>
  );
}
