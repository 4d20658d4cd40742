import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import { Page } from '../../ui/page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.notFound')}>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={routePaths.home}>{t('notFound.home')}</Link>
      </p>
    </Page>
  );
}
