import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/settings';
import { ErrorNotice } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { PublicFormIsland } from '../../ui/public-form-island';
import { GROUP_TOUR_TEXTS, GroupTourForm } from './group-tour-form';
import classes from './tours.module.css';

/**
 * /tours, Group Tours (docs/product/site-and-staff.md §2): 'Coming Soon' once settings load, then the group-tour request
 * form for a school or a group that would like to visit.
 */
export default function ToursPage() {
  const { t } = useTranslation();
  const settings = useSettings();

  let content;
  if (settings.data) {
    content = (
      <>
        <p className={classes.soon}>{t('groupToursPage.comingSoon')}</p>
        <p className={classes.text}>{t('groupToursPage.intro')}</p>
        <h2 className={classes.subtitle}>{t('groupToursPage.formTitle')}</h2>
        <PublicFormIsland
          name="group-tour-form"
          component={GroupTourForm}
          props={{}}
          texts={GROUP_TOUR_TEXTS}
        />
      </>
    );
  } else if (settings.isError) {
    content = <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />;
  } else content = <PageLoader />;

  return (
    <Page title={t('pages.tours')}>
      <div className={classes.body}>{content}</div>
    </Page>
  );
}
