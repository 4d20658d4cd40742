import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Reservation } from '../../api/reservation';
import { routePaths } from '../../app/route-paths';
import { formatMoney } from '../../ui/format';
import { AccessCode } from './access-code';
import { CancelModal } from './cancel-modal';
import { CreateNewButton } from './create-new-button';
import { useFlow } from './flow-context';
import { InstructionCard } from './instruction-card';
import { NoteModal } from './note-modal';
import { PaymentsModal } from './payments-modal';
import { ReservationSummary } from './reservation-summary';
import { canDonate, canPay, isPast } from './reservation-rules';
import classes from './reserve.module.css';
import { useToday } from './use-display';

type Dialog = 'cancel' | 'note' | 'payments' | null;

const roomOf = (r: Reservation) =>
  r.kallah ? 'kallah' : r.handicapped ? 'handicapped' : r.bath ? 'bath' : 'shower';

/**
 * The success view (spec 000 §2): details, access code, balance and what she can do next. Pay is
 * offered whenever the reservation is not paid and not Canceled (spec 000 §4), even with nothing due:
 * pay mode then shows the paid view, from which she can add a Shabbos payment.
 */
export function PaymentSuccess({
  reservation,
  onDonate,
}: {
  reservation: Reservation;
  /** Opens 'Add Donation / Shabbos Payment'. */
  onDonate: () => void;
}) {
  const { t } = useTranslation();
  const { dispatch, go } = useFlow();
  const today = useToday();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pastEdit, setPastEdit] = useState(false);
  const status = reservation.reservationStatus;

  // Rendered in every state, in the same place: once she cancels, the view turns Canceled while the
  // modal still has the refund message to say.
  const cancelModal = (
    <CancelModal reservation={reservation} opened={dialog === 'cancel'} onClose={() => setDialog(null)} />
  );

  if (status === 'Canceled' || status === 'Replaced') {
    return (
      <>
        <div className={classes.stack}>
          <p className={classes.cardTitle} role="status">
            {status === 'Canceled' ? t('reserve.payment.canceled') : t('reserve.status.Replaced')}
          </p>
          <CreateNewButton />
        </div>
        {cancelModal}
      </>
    );
  }

  const edit = () => {
    if (isPast(reservation, today)) {
      setPastEdit(true);
      return;
    }
    dispatch({ type: 'startEdit', reservation });
    go('reserve-date');
  };
  const live = status === 'Reserved' || status === 'Pending';

  return (
    <>
      <div className={classes.stack}>
        {status === 'Pending' ? (
          <Alert color="red" role="alert">
            {t('reserve.payment.pending')}
          </Alert>
        ) : null}
        {pastEdit ? (
          <Alert color="red" role="alert">
            {t('reserve.payment.pastEdit')}
          </Alert>
        ) : null}
        <section className={classes.card}>
          <ReservationSummary
            choice={{
              date: reservation.reservationDate,
              time: reservation.reservationTime,
              roomType: roomOf(reservation),
              parking: reservation.parking,
              doubleSlot: reservation.doubleSlot,
              salon: reservation.salonBoth ? 'both' : reservation.salonManicure ? 'manicure' : 'none',
            }}
          />
          <p className={classes.sum}>
            <strong>{t('reserve.payment.balanceDue')}</strong>
            <span className={classes.total}>{formatMoney(reservation.balance ?? 0)}</span>
          </p>
        </section>
        {reservation.reservationCode ? <AccessCode code={String(reservation.reservationCode)} /> : null}
        <div className={classes.actions}>
          {canPay(reservation) ? (
            <Button onClick={() => dispatch({ type: 'startPay', id: reservation.id })}>
              {t('reserve.pay')}
            </Button>
          ) : null}
          {canDonate(reservation) ? (
            <Button variant="outline" onClick={onDonate}>
              {t('payments.donation.open')}
            </Button>
          ) : null}
          {live ? (
            <Button variant="outline" onClick={edit}>
              {t('reserve.edit')}
            </Button>
          ) : null}
          <Button variant="outline" component={Link} to={routePaths.excludedAttendants}>
            {t('reserve.payment.excludeAttendant')}
          </Button>
          <Button variant="subtle" onClick={() => setDialog('note')}>
            {t('reserve.payment.addNote')}
          </Button>
          <Button variant="subtle" onClick={() => setDialog('payments')}>
            {t('reserve.payment.payments')}
          </Button>
          {live ? (
            <Button variant="outline" color="red.9" onClick={() => setDialog('cancel')}>
              {t('reserve.payment.cancel')}
            </Button>
          ) : null}
        </div>
        {status === 'Reserved' ? <InstructionCard reservation={reservation} /> : null}
        {dialog === 'note' ? (
          <NoteModal reservation={reservation} opened onClose={() => setDialog(null)} />
        ) : null}
        <PaymentsModal
          payments={reservation.payments ?? []}
          opened={dialog === 'payments'}
          onClose={() => setDialog(null)}
        />
      </div>
      {cancelModal}
    </>
  );
}
