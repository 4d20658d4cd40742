import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Button, Table } from '@mantine/core';
import type { ScheduleDay } from '@tevila/domain';
import { useTranslation } from 'react-i18next';
import type { ScheduleOverride } from '../../api/admin-schedule-overrides';
import type { TranslationKey } from '../../i18n/keys';
import type { Language } from '../../i18n/language';
import { formatDayDate, formatLocalTime } from '../../ui/format';
import { hebrewDateText, hebrewMonthsText, nightNoteText, type HebrewNames } from '../../ui/hebrew-names';
import classes from './admin-config.module.css';
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
        <Table
          striped
          withTableBorder
          horizontalSpacing={6}
          verticalSpacing={4}
          className={`${classes.table} ${classes.schedule}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.config.schedule.date')}</Table.Th>
              <Table.Th scope="col">{t('admin.config.schedule.hebrewDate')}</Table.Th>
              <Table.Th scope="col">{t('admin.config.schedule.type')}</Table.Th>
              <Table.Th scope="col">{t('admin.config.schedule.open')}</Table.Th>
              <Table.Th scope="col">{t('admin.config.schedule.zman')}</Table.Th>
              <Table.Th scope="col">{t('admin.config.schedule.lastBath')}</Table.Th>
              <Table.Th scope="col">{t('admin.config.schedule.lastEntry')}</Table.Th>
              <Table.Th scope="col">{t('admin.config.schedule.closed')}</Table.Th>
              <Table.Th scope="col">{t('admin.config.schedule.note')}</Table.Th>
              <Table.Th scope="col">{t('admin.config.schedule.override')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {month.days.map((day) => {
              const override = overrides.get(day.date);
              const closed = isClosed(day);
              return (
                <Table.Tr key={day.date} data-date={day.date} data-overridden={override ? true : undefined}>
                  <Table.Th scope="row" className={classes.dateCell}>
                    <time dateTime={day.date}>{formatDayDate(day.date, language)}</time>
                  </Table.Th>
                  <Table.Td>{hebrewDateText(day, names)}</Table.Td>
                  <Table.Td>{t(typeKeys[day.scheduleType] ?? typeKeys.Weekday)}</Table.Td>
                  <Table.Td>{closed ? '' : time(day.openTime)}</Table.Td>
                  <Table.Td>{time(day.zmanTevillah)}</Table.Td>
                  <Table.Td>{closed ? '' : time(day.lastBath)}</Table.Td>
                  <Table.Td>{closed ? '' : time(day.lastEntryTime)}</Table.Td>
                  <Table.Td>
                    {closed ? <strong>{t('admin.config.schedule.closedValue')}</strong> : ''}
                  </Table.Td>
                  <Table.Td>
                    <bdi>{nightNoteText(day, names) ?? ''}</bdi>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
