import { useId } from 'react';
import type { PaymentProvider } from '../api/payments-config';
import { useText } from '../islands/island-texts';
import classes from './payments.module.css';

/**
 * docs/design.md §7: whenever the sandbox takes the payments, the page says so. Each payment surface shows it
 * once (the chooser, /donate's payment section, /payment-methods), whatever is chosen; with Stripe,
 * or while the provider is not known yet, it shows nothing.
 */
export function PaymentsNotice({ provider }: { provider: PaymentProvider | undefined }) {
  const text = useText();
  const id = useId();
  if (provider !== 'sandbox') return null;
  return (
    <aside className={classes.testNotice} aria-labelledby={id}>
      <strong id={id}>{text('payments.test.title')}</strong>
      <span>
        {text('payments.test.hint')}{' '}
        <span dir="ltr" className={classes.testCard}>
          4242 4242 4242 4242
        </span>{' '}
        {text('payments.test.details')}
      </span>
    </aside>
  );
}
