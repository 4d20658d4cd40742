import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './page-loader.module.css';

/**
 * A polite "Loading…" status; the spinner appears only if loading takes a moment. QueryView forwards
 * its `loadingLabel` as it comes, present or not.
 */
export function PageLoader({ label }: { label?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={classes.loader} role="status">
      <Loader size="md" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
