import type { ScheduleDay } from '@tevila/contract';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSchedule } from './api/admin-schedule';
import { useScheduleOverrides } from './api/admin-schedule-overrides';
import { useSession } from '../../shared/session-context';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/language';
import { AdminNav } from '../../ui/admin-nav';
import { ErrorAlert } from '../../ui/error-alert';
import { formatDayDate } from '../../ui/format';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { useHebrewNames } from '../../ui/hebrew-names';
import type { Language } from '../../i18n/language';
import type { ScheduleOverride } from './api/admin-schedule-overrides';
import { OverrideModal } from './override-modal';
import { ScheduleMonthTable } from './schedule-month-table';
import { byMonth, monthTitle, type ScheduleMonth } from './schedule-months';
import { useStaffTexts } from '../../i18n/staff-texts';
import { QueryView } from '../../ui/query-view';

/** The month tables; in Hebrew they wait for the calendar's Hebrew names (a chunk of their own). */
function ScheduleMonths({
  months,
  language,
  overrides,
  onOverride,
}: {
  months: ScheduleMonth[];
  language: Language;
  overrides: ReadonlyMap<string, ScheduleOverride>;
  onOverride: (day: ScheduleDay) => void;
}) {
  const names = useHebrewNames(language);
  return months.map((month) => (
    <ScheduleMonthTable
      key={month.month}
      month={month}
      title={monthTitle(month.month, language)}
      language={language}
      names={names}
      overrides={overrides}
      onOverride={onOverride}
    />
  ));
}

/** /admin/schedule: the next twelve months, month by month, and each night's override. */
export default function SchedulePage() {
  useStaffTexts('config');
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const roles = useSession().session?.roles ?? [];
  const schedule = useAdminSchedule();
  const overrides = useScheduleOverrides();
  const [editing, setEditing] = useState<ScheduleDay | null>(null);
  const months = useMemo(() => byMonth(schedule.data ?? []), [schedule.data]);
  const overrideMap = useMemo(
    () => new Map((overrides.data ?? []).map((o) => [o.date, o])),
    [overrides.data],
  );

  const body = (
    <QueryView queries={[schedule]} retry>
      {() => (
        <>
          {/* Without the list of overrides the nights still show; only the markers are missing. */}
          <ErrorAlert error={overrides.error} />
          <Suspense fallback={<PageLoader />}>
            <ScheduleMonths
              months={months}
              language={language}
              overrides={overrideMap}
              onOverride={setEditing}
            />
          </Suspense>
        </>
      )}
    </QueryView>
  );

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={t('adminNav.schedule')} intro={t('admin.config.schedule.intro')}>
        {body}
        {editing ? (
          <OverrideModal
            key={editing.date}
            day={editing}
            dateLabel={formatDayDate(editing.date, language)}
            override={overrideMap.get(editing.date)}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Page>
    </>
  );
}
