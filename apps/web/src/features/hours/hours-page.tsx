import { Button } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchedule, type ScheduleDay } from '../../api/schedule';
import { routePaths } from '../../shared/route-paths';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/language';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { useHebrewNames } from '../../ui/hebrew-names';
import { HoursDay } from './hours-day';
import { WeatherWarning } from './weather-warning';
import { HOURS_DAYS_SHOWN } from './hours-display';
import classes from './hours.module.css';
import { QueryView } from '../../ui/query-view';

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

  const content = (
    <QueryView queries={[schedule]} retry loadingLabel={t('hours.loading')}>
      {(nights) => {
        const days = nights.slice(0, HOURS_DAYS_SHOWN);
        return days.length > 0 ? (
          <Suspense fallback={<PageLoader label={t('hours.loading')} />}>
            <HoursList days={days} language={language} />
          </Suspense>
        ) : (
          <p>{t('hours.empty')}</p>
        );
      }}
    </QueryView>
  );

  return (
    <Page title={t('hours.title')} intro={t('hours.intro')}>
      <WeatherWarning language={language} />
      <div aria-busy={schedule.isFetching && !schedule.data}>{content}</div>
      <p className={classes.book}>
        <Button component={Link} to={routePaths.reserve} size="md">
          {t('hours.bookYourVisit')}
        </Button>
      </p>
    </Page>
  );
}
