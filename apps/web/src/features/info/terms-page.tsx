import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

/** docs/product/site-and-staff.md §2: Terms & Policies shows "Coming soon". */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.terms')}>
      <p>{t('terms.comingSoon')}</p>
    </Page>
  );
}
