import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

export default function NightPage() {
  const { t } = useTranslation();
  return <Page title={t('adminNav.night')} />;
}
