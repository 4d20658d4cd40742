import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

export default function BlogPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.blog')} />;
}
