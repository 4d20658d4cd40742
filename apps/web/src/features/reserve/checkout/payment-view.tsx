import { Alert, Button } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReservation, type Reservation } from '../../../api/reservation';
import { CardIncompleteError } from '../../../payments/card-entry-handle';
import { ErrorNotice } from '../../../ui/error-notice';
import { PageLoader } from '../../../ui/page-loader';
import { ServerText } from '../../../ui/server-text';
import { BookingSummary, reservationBody, useBookingMoney } from './booking-checkout';
import { chargesCard } from './chooser-rules';
import { ConfirmationModal } from '../confirmation/confirmation-modal';
import { CreateNewButton } from '../shared/create-new-button';
import { DonationForm } from '../donation/donation-form';
import { useFlow } from '../flow/flow-context';
import { ParkingModal } from '../shared/parking-modal';
import { BalanceHead } from './payment-balance';
import { PaymentPaid } from './payment-paid';
import { PaymentSuccess } from '../confirmation/payment-success';
import { PayPanel, type PaymentFailure } from './pay-panel';
import { canDonate } from '../rules/reservation-rules';
import classes from '../reserve.module.css';
import { SUCCESS_HEADING_ID } from '../confirmation/success-heading';
import { usePayChoice } from './use-pay-choice';
import { useSubmitPayment, type CheckoutResult } from './use-submit-payment';

const successHeading = () => document.getElementById(SUCCESS_HEADING_ID);

/**
 * The payment view (docs/product/booking.md §4 Payment view on load): a booking in progress shows its balance view;
 * an existing reservation with no mode the success view; in pay mode a balance above 0 the chooser,
 * otherwise the paid view. The donation sub-state ('Add Donation / Shabbos Payment') is opened from the
 * success, balance and paid views of a live reservation; once added, the balance view opens to pay it.
 *
 * The chooser (and the card form in it) belongs to this view and keeps its place whichever head is
 * shown above it: when a booking's charge fails, the view moves to paying the reservation just made
 * and the form stays as she typed it.
 */
export function PaymentView() {
  const { t } = useTranslation();
  const { flow, dispatch } = useFlow();
  const booking = flow.mode === 'new' || flow.mode === 'edit';
  const reservation = useReservation(booking ? null : flow.reservationId);
  const { shabbosMode, money } = useBookingMoney();
  const pay = usePayChoice();
  const [banner, setBanner] = useState<{ message: string; attempt: number } | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [parkingModal, setParkingModal] = useState(false);
  const [donating, setDonating] = useState(false);
  const [focusSuccess, setFocusSuccess] = useState(0);
  const attempts = useRef(0);
  const closeConfirmation = useCallback(() => setConfirmed(false), []);
  const { cardRef, clear } = pay;

  const onCheckout = useCallback(
    (result: CheckoutResult) => {
      const attempt = ++attempts.current;
      setBanner(result.error && result.place === 'booking' ? { message: result.error, attempt } : null);
      if (result.plateRefused) setParkingModal(true);
      if (result.error && result.place === 'payment') {
        // docs/product/booking.md §4 Saved cards clears the chosen card and method after a card error. A new card
        // stays chosen, its form kept but for the security code, so she corrects what was wrong; a
        // declined saved card is unchosen, so she picks another card or method.
        const newCard = result.method === 'new';
        if (result.cardError && newCard) cardRef.current?.clearSecurityCode();
        else if (result.cardError) clear();
        setFailure({
          message: result.error,
          attempt,
          next: result.cardError ? (newCard ? 'correctCard' : 'chooseAnother') : null,
          booked: result.booked === true,
        });
      } else setFailure(null);
      if (result.reservation?.reservationStatus === 'Reserved') setConfirmed(true);
      else if (result.reservation) setFocusSuccess(attempt);
    },
    [cardRef, clear],
  );
  const { submit, busy } = useSubmitPayment(onCheckout);
  // The chooser's form refused what a charge would send: said by the card form, nothing was sent.
  const refused = (message: string) => {
    setBanner(null);
    setFailure({ message, attempt: ++attempts.current, next: null, booked: false });
  };

  // A booking refused at the top of the view: focus goes to the reason, not lost with the form.
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);
  // Done without the confirmation (a held reservation): the success view's heading takes focus.
  useEffect(() => {
    if (focusSuccess) successHeading()?.focus();
  }, [focusSuccess]);

  const tokenize = () => pay.cardRef.current?.tokenize() ?? Promise.reject(new CardIncompleteError());
  const submitBooking = () =>
    void submit({
      choice: money.due > 0 ? pay.choice : { method: 'later', cardId: null },
      userId: pay.userId,
      saveCard: pay.saveCard,
      tokenize,
      booking: reservationBody(flow, shabbosMode),
    });

  const submitPayMode = (r: Reservation) => {
    // Pay at the door, or later: nothing to send (pay-later in pay mode just clears the mode).
    if (!chargesCard(pay.choice)) {
      onCheckout({});
      dispatch({ type: 'clearMode' });
      return;
    }
    void submit({ choice: pay.choice, userId: pay.userId, saveCard: pay.saveCard, tokenize, reservation: r });
  };

  let head = null;
  let paying: Reservation | 'booking' | null = null;
  let rest = null;
  if (booking) {
    head = <BookingSummary />;
    if (money.due > 0) paying = 'booking';
    else
      rest = (
        <>
          <p className={classes.muted}>{t('reserve.payment.nothingDue')}</p>
          <div>
            <Button size="md" variant="filled" loading={busy} onClick={submitBooking}>
              {t('reserve.continue')}
            </Button>
          </div>
        </>
      );
  } else if (reservation.data) {
    const r = reservation.data;
    if (donating && canDonate(r)) {
      // Added: the balance view opens to pay it (pay mode), whichever view she came from.
      rest = (
        <DonationForm
          reservation={r}
          onAdded={() => {
            setDonating(false);
            setBanner(null);
            setFailure(null);
            dispatch({ type: 'startPay', id: r.id });
          }}
          onBack={() => setDonating(false)}
        />
      );
    } else if (flow.mode === 'pay' && r.reservationStatus !== 'Canceled') {
      if ((r.balance ?? 0) > 0) {
        head = <BalanceHead reservation={r} onDonate={() => setDonating(true)} busy={busy} />;
        paying = r;
      } else
        rest = (
          <PaymentPaid
            reservation={r}
            onUpdate={() => void reservation.refetch()}
            updating={reservation.isFetching}
            onDonate={() => setDonating(true)}
          />
        );
    } else rest = <PaymentSuccess reservation={r} onDonate={() => setDonating(true)} />;
  } else if (!flow.reservationId) {
    // A new booking that could not be made: the banner says why; she starts again from the date step.
    rest = <CreateNewButton />;
  } else if (reservation.isError) {
    rest = <ErrorNotice error={reservation.error} onRetry={() => void reservation.refetch()} />;
  } else rest = <PageLoader />;

  // Each part keeps its place among the children: the panel is never remounted by a change of head.
  return (
    <div className={classes.stack}>
      {banner ? (
        <Alert color="red" role="alert" ref={bannerRef} tabIndex={-1}>
          <ServerText>{banner.message}</ServerText>
        </Alert>
      ) : null}
      {head}
      {paying ? (
        <PayPanel
          pay={pay}
          busy={busy}
          onSubmit={() => (paying === 'booking' ? submitBooking() : paying && submitPayMode(paying))}
          onRefused={refused}
          failure={failure}
        />
      ) : null}
      {rest}
      <ConfirmationModal
        opened={confirmed}
        onClose={closeConfirmation}
        returnFocusTo={successHeading}
        reservation={reservation.data ?? null}
      />
      <ParkingModal opened={parkingModal} onClose={() => setParkingModal(false)} />
    </div>
  );
}
