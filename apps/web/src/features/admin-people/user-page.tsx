import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

export default function UserPage() {
  const { t } = useTranslation();
  return <Page title={t('adminNav.user')} />;
}
