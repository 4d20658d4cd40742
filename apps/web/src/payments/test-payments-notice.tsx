import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './payments.module.css';

/** DESIGN §7: whenever the sandbox takes the payments, the page says so. */
export function TestPaymentsNotice() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <aside className={classes.testNotice} aria-labelledby={id}>
      <strong id={id}>{t('payments.test.title')}</strong>
      <span>
        {t('payments.test.hint')}{' '}
        <span dir="ltr" className={classes.testCard}>
          4242 4242 4242 4242
        </span>{' '}
        {t('payments.test.details')}
      </span>
    </aside>
  );
}
