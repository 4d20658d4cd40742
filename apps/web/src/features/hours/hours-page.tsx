import { Button } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchedule, type ScheduleDay } from '../../api/schedule';
import { routePaths } from '../../shared/route-paths';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/language';
import { ErrorNotice } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { useHebrewNames } from '../../ui/hebrew-names';
import { HoursDay } from './hours-day';
import { WeatherWarning } from './weather-warning';
import { HOURS_DAYS_SHOWN } from './hours-display';
import classes from './hours.module.css';

function HoursList({ days, language }: { days: ScheduleDay[]; language: Language }) {
  const hebrew = useHebrewNames(language);
  return (
    <ol className={classes.days}>
      {days.map((day) => (
        <HoursDay key={day.date} day={day} language={language} hebrew={hebrew} />
      ))}
    </ol>
  );
}

/** docs/product/site-and-staff.md §2 Hours page: the next 6 nights with their times, and a way to book. */
export default function HoursPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const schedule = useSchedule();
  const days = schedule.data?.slice(0, HOURS_DAYS_SHOWN);

  let content;
  if (days) {
    content =
      days.length > 0 ? (
        <Suspense fallback={<PageLoader label={t('hours.loading')} />}>
          <HoursList days={days} language={language} />
        </Suspense>
      ) : (
        <p>{t('hours.empty')}</p>
      );
  } else if (schedule.isError) {
    content = <ErrorNotice error={schedule.error} onRetry={() => void schedule.refetch()} />;
  } else {
    content = <PageLoader label={t('hours.loading')} />;
  }

  return (
    <Page title={t('hours.title')} intro={t('hours.intro')}>
      <WeatherWarning language={language} />
      <div aria-busy={schedule.isFetching && !days}>{content}</div>
      <p className={classes.book}>
        <Button component={Link} to={routePaths.reserve} size="md">
          {t('hours.bookYourVisit')}
        </Button>
      </p>
    </Page>
  );
}
