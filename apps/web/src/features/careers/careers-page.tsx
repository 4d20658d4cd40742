import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/settings';
import { ErrorNotice } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { PublicFormIsland } from '../../ui/public-form-island';
import { CAREERS_TEXTS, CareersForm } from './careers-form';
import classes from './careers.module.css';

/** /careers (docs/product/site-and-staff.md §2): title bar, intro and the application form; a loader until settings load. */
export default function CareersPage() {
  const { t } = useTranslation();
  const settings = useSettings();

  let content;
  if (settings.data)
    content = (
      <PublicFormIsland name="careers-form" component={CareersForm} props={{}} texts={CAREERS_TEXTS} />
    );
  else if (settings.isError)
    content = <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />;
  else content = <PageLoader />;

  return (
    <Page title={t('pages.careers')}>
      <div className={classes.body}>
        <p className={classes.intro}>{t('careersPage.intro')}</p>
        {content}
      </div>
    </Page>
  );
}
