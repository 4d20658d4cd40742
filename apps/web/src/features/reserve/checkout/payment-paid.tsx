import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../api/reservation';
import { formatMoney } from '../../../ui/format';
import classes from '../reserve.module.css';

/** The paid view: amount paid, room, attendant, waiting code, and Update (reloads the assignment). */
export function PaymentPaid({
  reservation,
  onUpdate,
  updating,
  onDonate,
}: {
  reservation: Reservation;
  onUpdate: () => void;
  updating: boolean;
  /** Opens 'Add Donation / Shabbos Payment'. */
  onDonate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.stack}>
      <dl className={`${classes.card} ${classes.details}`}>
        <div>
          <dt>{t('reserve.payment.amountPaid')}</dt>
          <dd className={classes.total}>{formatMoney(reservation.amountPaid ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('reserve.payment.roomNumber')}</dt>
          {/* Her view carries her room once she is checked in; never an attendant's name. */}
          <dd>
            {reservation.room ? (
              <bdi>{`${reservation.room.number} · ${reservation.room.section.name}`}</bdi>
            ) : (
              t('reserve.payment.notAssigned')
            )}
          </dd>
        </div>
        {reservation.room ? null : (
          <div>
            <dt>{t('reserve.payment.attendant')}</dt>
            <dd>{t('reserve.payment.notAssigned')}</dd>
          </div>
        )}
        {reservation.waitingCode ? (
          <div>
            <dt>{t('reserve.payment.waitingCode')}</dt>
            <dd>{reservation.waitingCode}</dd>
          </div>
        ) : null}
      </dl>
      <div className={classes.actions}>
        <Button variant="default" onClick={onUpdate} loading={updating}>
          {t('reserve.payment.update')}
        </Button>
        {onDonate ? (
          <Button variant="subtle" onClick={onDonate}>
            {t('payments.donation.open')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
