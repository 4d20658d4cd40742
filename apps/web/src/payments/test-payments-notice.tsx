import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentsConfig } from '../api/payments-config';
import classes from './payments.module.css';

/**
 * docs/design.md §7: whenever the sandbox takes the payments, the page says so. Each payment surface shows it
 * once (the chooser, /donate's payment section, /payment-methods), whatever is chosen; with Stripe,
 * or while the provider is not known yet, it shows nothing.
 */
export function TestPaymentsNotice() {
  const { t } = useTranslation();
  const id = useId();
  const config = usePaymentsConfig();
  if (config.data?.provider !== 'sandbox') return null;
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
