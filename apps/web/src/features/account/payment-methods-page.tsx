import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.paymentMethods')} />;
}
