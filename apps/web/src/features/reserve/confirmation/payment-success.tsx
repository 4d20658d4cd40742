import { reservationTotal } from '@tevila/domain';
import { Alert, Button } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Reservation } from '../../../api/reservation';
import { routePaths } from '../../../shared/route-paths';
import { retryableLazy } from '../../../shared/retryable-lazy';
import { ErrorAlert } from '../../../ui/error-alert';
import { useFocusIfLost } from '../../../ui/focus-on-appear';
import { formatMoney } from '../../../ui/format';
import { AccessCode } from './access-code';
import { ArrivePanel } from './arrive-panel';
import { useAddToCalendar } from './add-to-calendar';
import { CancelModal } from '../cancel/cancel-modal';
import { CreateNewButton } from '../shared/create-new-button';
import { useFlow } from '../flow/flow-context';
import { InstructionCard } from './instruction-card';
import { PaymentsModal } from './payments-modal';
import { MoneyTag } from '../shared/money-tag';
import { ReservationSummary } from '../shared/reservation-summary';
import { choiceOf } from '../rules/reservation-choice';
import { canDonate, canPay, isPast, statusTone } from '../rules/reservation-rules';
import classes from '../reserve.module.css';
import { SUCCESS_HEADING_ID } from './success-heading';
import { useToday, useWhen } from '../shared/use-display';
import { canSayLate, RunningLate } from '../list/running-late';
import { classNameProp } from '../../../ui/class-name';

// The note form (with its schema check and the catalogue's sentences) is fetched when she opens it.
const NoteModal = retryableLazy(() =>
  import('./note-modal').then((module) => ({ default: module.NoteModal })),
);

// Her visit, live, on the night only: EventSource and its texts come with it.
const LiveVisitStatus = retryableLazy(() => import('./live-visit'));

type Dialog = 'cancel' | 'note' | 'payments' | null;

/** After an edit: whether her access code stayed the one she knew, said plainly. */
function CodeNews({ before, now }: { before: string; now: string }) {
  const { t } = useTranslation();
  const same = before === now;
  return (
    <Alert color={same ? 'teal' : 'orange'} role="status" {...classNameProp(classes.codeNews)}>
      {same ? t('reserve.success.codeSame') : t('reserve.success.codeChanged', { old: before })}
    </Alert>
  );
}

/**
 * "Reservation Canceled" in place of the view whose Cancel she confirmed: the heading focus went back
 * to is gone with it, so the notice takes focus rather than leaving it on the page's body.
 */
function ClosedNotice({ children }: { children: ReactNode }) {
  const ref = useFocusIfLost<HTMLParagraphElement>();
  return (
    <p className={classes.cardTitle} role="status" ref={ref} tabIndex={-1}>
      {children}
    </p>
  );
}

/**
 * The success view (docs/product/booking.md §2): what she booked (night, time, room, extras), paid or what is due, the
 * access code, "Add to calendar", and what she can do next: one filled action (Pay while something is
 * due, else Add to calendar), the others quieter. Pay is offered whenever the reservation is not paid
 * and not Canceled (docs/product/booking.md §4), even with nothing due: pay mode then shows the paid view, from which
 * she can add a Shabbos payment.
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
  const { flow, dispatch, go } = useFlow();
  const today = useToday();
  const when = useWhen();
  const calendar = useAddToCalendar(reservation.id);
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
          <ClosedNotice>
            {status === 'Canceled' ? t('reserve.payment.canceled') : t('reserve.status.Replaced')}
          </ClosedNotice>
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
  const due = canPay(reservation) && (reservation.balance ?? 0) > 0;
  const total = reservationTotal(reservation);
  const code = reservation.reservationCode ? String(reservation.reservationCode) : null;
  // On her night she follows the visit live (docs/product/booking.md §2); Pending has no visit yet.
  const tonight = reservation.reservationDate.slice(0, 10) === today && status !== 'Pending';
  const edited = flow.reservationId === reservation.id && flow.replacedCode !== null && code !== null;

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
        <section className={classes.card} aria-labelledby={SUCCESS_HEADING_ID}>
          <div className={classes.itemHead}>
            <h2 className={classes.heading} id={SUCCESS_HEADING_ID} tabIndex={-1}>
              {when(reservation)}
            </h2>
            <span className={classes.status} data-tone={statusTone(status)}>
              {t(`reserve.status.${status}`, { defaultValue: status })}
            </span>
          </div>
          <ReservationSummary choice={choiceOf(reservation)} withTime={false}>
            <div className={classes.moneyRow}>
              <dt>{t('reserve.money.total')}</dt>
              <dd className={classes.total}>{formatMoney(total)}</dd>
            </div>
            <div className={classes.moneyRow}>
              <dt>{t('reserve.money.payment')}</dt>
              <dd>
                <MoneyTag reservation={reservation} />
              </dd>
            </div>
          </ReservationSummary>
        </section>
        {tonight ? (
          <Suspense fallback={null}>
            <LiveVisitStatus reservationId={reservation.id} shownStatus={status} />
          </Suspense>
        ) : null}
        {code ? <AccessCode code={code} /> : null}
        <ArrivePanel reservation={reservation} live={tonight} />
        {canSayLate(reservation, today) ? <RunningLate reservation={reservation} /> : null}
        {edited && code ? <CodeNews before={flow.replacedCode ?? ''} now={code} /> : null}
        <div className={classes.actions}>
          {due ? (
            <Button
              size="md"
              variant="filled"
              onClick={() => dispatch({ type: 'startPay', id: reservation.id })}
            >
              {t('reserve.pay')}
            </Button>
          ) : null}
          <Button
            size="md"
            variant={due ? 'default' : 'filled'}
            loading={calendar.pending}
            onClick={calendar.add}
          >
            {t('reserve.success.addToCalendar')}
          </Button>
          {!due && canPay(reservation) ? (
            <Button
              size="md"
              variant="default"
              onClick={() => dispatch({ type: 'startPay', id: reservation.id })}
            >
              {t('reserve.pay')}
            </Button>
          ) : null}
          {live ? (
            <Button size="md" variant="default" onClick={edit}>
              {t('reserve.edit')}
            </Button>
          ) : null}
          {canDonate(reservation) ? (
            <Button size="md" variant="default" onClick={onDonate}>
              {t('payments.donation.open')}
            </Button>
          ) : null}
        </div>
        <ErrorAlert error={calendar.error} />
        <div className={classes.actions}>
          <Button variant="subtle" component={Link} to={routePaths.excludedAttendants}>
            {t('reserve.payment.excludeAttendant')}
          </Button>
          <Button variant="subtle" onClick={() => setDialog('note')}>
            {t('reserve.payment.addNote')}
          </Button>
          <Button variant="subtle" onClick={() => setDialog('payments')}>
            {t('reserve.payment.payments')}
          </Button>
          {live ? (
            <Button variant="subtle" color="red.9" onClick={() => setDialog('cancel')}>
              {t('reserve.payment.cancel')}
            </Button>
          ) : null}
        </div>
        {status === 'Reserved' ? <InstructionCard reservation={reservation} /> : null}
        {dialog === 'note' ? (
          <Suspense fallback={null}>
            <NoteModal reservation={reservation} opened onClose={() => setDialog(null)} />
          </Suspense>
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
