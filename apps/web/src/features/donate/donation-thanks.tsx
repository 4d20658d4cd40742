import { useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { formatMoney } from '../../ui/format';
import classes from './donate.module.css';

export interface DonationThanksProps {
  /** Dollars, as given. */
  amount: number;
  /** Where the server sent the receipt. */
  email: string;
}

/**
 * After the payment: 'Thank you for your donation' (docs/product/booking.md §2) with the amount, and where the
 * receipt went. Focus moves here, since the form and its button are gone.
 */
export function DonationThanks({ amount, email }: DonationThanksProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={classes.thanks} role="status" tabIndex={-1}>
      <p className={classes.thanksTitle}>
        <Trans
          i18nKey="donate.thanks"
          values={{ amount: formatMoney(amount) }}
          components={{ amount: <bdi dir="ltr" /> }}
        />
      </p>
      <p className={classes.thanksReceipt}>
        <Trans
          i18nKey="donate.receiptSent"
          values={{ email }}
          components={{ email: <bdi dir="ltr" className={classes.address} /> }}
        />
      </p>
    </div>
  );
}
