import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../api/reservation';
import { formatMoney } from '../../ui/format';
import { useFlow } from './flow-context';
import { MethodChooser, type PayMethod } from './method-chooser';
import classes from './reserve.module.css';

/**
 * The balance view of an existing reservation (mode pay): the balance and the method chooser.
 * Pay at the door and pay later need no call: pay-later in pay mode just clears the mode.
 */
export function PaymentBalance({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const { dispatch } = useFlow();
  const [method, setMethod] = useState<PayMethod | null>(null);
  return (
    <div className={classes.stack}>
      <p className={`${classes.card} ${classes.sum}`}>
        <strong>{t('reserve.payment.balanceDue')}</strong>
        <span className={classes.total}>{formatMoney(reservation.balance ?? 0)}</span>
      </p>
      <MethodChooser value={method} onChange={setMethod} />
      <div>
        <Button size="md" disabled={!method} onClick={() => dispatch({ type: 'clearMode' })}>
          {t('reserve.continue')}
        </Button>
      </div>
    </div>
  );
}
