import { useEffect, useRef } from 'react';
import { useText, withPart } from '../../islands/island-texts';
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
  const text = useText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={classes.thanks} role="status" tabIndex={-1}>
      <p className={classes.thanksTitle}>
        {withPart(text('donate.thanks', { amount: formatMoney(amount) }), 'amount', (inner) => (
          <bdi dir="ltr">{inner}</bdi>
        ))}
      </p>
      <p className={classes.thanksReceipt}>
        {withPart(text('donate.receiptSent', { email }), 'email', (inner) => (
          <bdi dir="ltr" className={classes.address}>
            {inner}
          </bdi>
        ))}
      </p>
    </div>
  );
}
