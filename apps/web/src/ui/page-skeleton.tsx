import { useTranslation } from 'react-i18next';
import classes from './page-skeleton.module.css';

/**
 * The shape of a page that shows her own data (a heading and cards), painted at once while her
 * session is checked, so the page does not jump when it arrives.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.skeleton} role="status">
      <div className={classes.title} aria-hidden="true" />
      <div className={classes.card} aria-hidden="true" />
      <div className={classes.card} aria-hidden="true" />
      <div className={classes.card} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
