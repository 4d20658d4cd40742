import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/settings';
import { Page } from '../../ui/page';
import { PublicFormIsland } from '../../ui/public-form-island';
import { GROUP_TOUR_TEXTS, GroupTourForm } from './group-tour-form';
import classes from './tours.module.css';
import { QueryView } from '../../ui/query-view';

/**
 * /tours, Group Tours (docs/product/site-and-staff.md §2): 'Coming Soon' once settings load, then the group-tour request
 * form for a school or a group that would like to visit.
 */
export default function ToursPage() {
  const { t } = useTranslation();
  const settings = useSettings();

  const content = (
    <QueryView queries={[settings]} retry>
      {() => (
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
      )}
    </QueryView>
  );

  return (
    <Page title={t('pages.tours')}>
      <div className={classes.body}>{content}</div>
    </Page>
  );
}
