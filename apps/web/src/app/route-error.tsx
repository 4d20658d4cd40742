import { LightButton } from '../ui/light-button';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Page } from '../ui/page';

/** Shown inside the layout when a page fails to load or render (often: a chunk gone after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <Page title={t('routeError.title')}>
      <p>{t('routeError.text')}</p>
      <LightButton onClick={() => window.location.reload()}>{t('routeError.reload')}</LightButton>
    </Page>
  );
}
