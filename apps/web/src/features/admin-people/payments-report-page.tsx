import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

export default function PaymentsReportPage() {
  const { t } = useTranslation();
  return <Page title={t('adminNav.payments')} />;
}
