import { reservationTotal } from '@tevila/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../api/reservation';
import { formatMoney } from '../../../ui/format';
import { MoneyRows } from './money-rows';
import { ReservationSummary } from '../shared/reservation-summary';
import { choiceOf } from '../rules/reservation-choice';
import classes from '../reserve.module.css';

/**
 * The head of an existing reservation's balance view (mode pay): what it is, its money and the way to
 * add a donation. The chooser below it is the payment view's own, so that a booking whose charge
 * failed keeps the card form as she left it.
 */
export function BalanceHead({
  reservation,
  onDonate,
  busy,
}: {
  reservation: Reservation;
  onDonate: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const total = reservationTotal(reservation);
  const paid = Math.max(0, reservation.amountPaid ?? 0);
  return (
    <>
      <section className={classes.card} aria-labelledby="balance-heading">
        <h2 className={classes.heading} id="balance-heading">
          {t('reserve.payment.summary')}
        </h2>
        <ReservationSummary choice={choiceOf(reservation)}>
          {paid > 0 ? (
            <MoneyRows
              total={total}
              alreadyPaid={paid}
              due={reservation.balance ?? 0}
              dueLabel="balanceDue"
            />
          ) : (
            <div className={classes.moneyRow}>
              <dt>{t('reserve.payment.balanceDue')}</dt>
              <dd className={classes.total}>{formatMoney(reservation.balance ?? 0)}</dd>
            </div>
          )}
        </ReservationSummary>
      </section>
      <div>
        <Button variant="default" onClick={onDonate} disabled={busy}>
          {t('payments.donation.open')}
        </Button>
      </div>
    </>
  );
}
