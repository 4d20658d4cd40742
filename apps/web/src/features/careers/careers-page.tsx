import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/settings';
import { Page } from '../../ui/page';
import { PublicFormIsland } from '../../ui/public-form-island';
import { CAREERS_TEXTS, CareersForm } from './careers-form';
import classes from './careers.module.css';
import { QueryView } from '../../ui/query-view';

/** /careers (docs/product/site-and-staff.md §2): title bar, intro and the application form; a loader until settings load. */
export default function CareersPage() {
  const { t } = useTranslation();
  const settings = useSettings();

  const content = (
    <QueryView queries={[settings]} retry>
      {() => (
        <PublicFormIsland name="careers-form" component={CareersForm} props={{}} texts={CAREERS_TEXTS} />
      )}
    </QueryView>
  );

  return (
    <Page title={t('pages.careers')}>
      <div className={classes.body}>
        <p className={classes.intro}>{t('careersPage.intro')}</p>
        {content}
      </div>
    </Page>
  );
}
