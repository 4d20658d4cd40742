import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../api/reservation';
import { CardIncompleteError } from '../../payments/card-entry-handle';
import { formatMoney } from '../../ui/format';
import { chargesCard } from './chooser-rules';
import { useFlow } from './flow-context';
import { PayPanel } from './pay-panel';
import classes from './reserve.module.css';
import { usePayChoice } from './use-pay-choice';
import { useSubmitPayment, type CheckoutResult } from './use-submit-payment';

/**
 * The balance view of an existing reservation (mode pay): the balance, the method chooser and the way
 * to add a donation. A card is charged the balance; pay at the door and pay later need no call
 * (pay-later in pay mode just clears the mode). After a decline nothing is chosen for her again.
 */
export function PaymentBalance({
  reservation,
  onDone,
  onDonate,
  autoChoose = true,
}: {
  reservation: Reservation;
  onDone: (result: CheckoutResult) => void;
  onDonate: () => void;
  autoChoose?: boolean;
}) {
  const { t } = useTranslation();
  const { dispatch } = useFlow();
  const pay = usePayChoice({ autoChoose });
  const { submit, busy } = useSubmitPayment(onDone, pay.clear);

  const onSubmit = () => {
    if (!chargesCard(pay.choice)) {
      onDone({});
      dispatch({ type: 'clearMode' });
      return;
    }
    void submit({
      choice: pay.choice,
      userId: pay.userId,
      saveCard: pay.saveCard,
      tokenize: () => pay.cardRef.current?.tokenize() ?? Promise.reject(new CardIncompleteError()),
      reservation,
    });
  };

  return (
    <div className={classes.stack}>
      <div className={`${classes.card} ${classes.sum}`}>
        <strong>{t('reserve.payment.balanceDue')}</strong>
        <span className={classes.total}>{formatMoney(reservation.balance ?? 0)}</span>
      </div>
      <div>
        <Button variant="outline" onClick={onDonate} disabled={busy}>
          {t('payments.donation.open')}
        </Button>
      </div>
      <PayPanel pay={pay} busy={busy} onSubmit={onSubmit} />
    </div>
  );
}
