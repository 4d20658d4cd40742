import { Alert } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useReservation } from '../../api/reservation';
import { ErrorNotice } from '../../ui/error-notice';
import { PageLoader } from '../../ui/page-loader';
import { BookingCheckout } from './booking-checkout';
import { ConfirmationModal } from './confirmation-modal';
import { CreateNewButton } from './create-new-button';
import { DonationForm } from './donation-form';
import { useFlow } from './flow-context';
import { ParkingModal } from './parking-modal';
import { PaymentBalance } from './payment-balance';
import { PaymentPaid } from './payment-paid';
import { PaymentSuccess } from './payment-success';
import { canDonate } from './reservation-rules';
import type { CheckoutResult } from './use-submit-payment';

/**
 * The payment view (spec 000 §4 Payment view on load): a booking in progress shows its balance view;
 * an existing reservation with no mode the success view; in pay mode a balance above 0 the chooser,
 * otherwise the paid view. The donation sub-state ('Add Donation / Shabbos Payment') is opened from the
 * success, balance and paid views of a live reservation; once added, the balance view opens to pay it.
 */
export function PaymentView() {
  const { flow, dispatch } = useFlow();
  const booking = flow.mode === 'new' || flow.mode === 'edit';
  const reservation = useReservation(booking ? null : flow.reservationId);
  const [banner, setBanner] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [parkingModal, setParkingModal] = useState(false);
  const [donating, setDonating] = useState(false);
  // After a decline the chooser starts with nothing chosen (spec 000 §4 Saved cards).
  const [declined, setDeclined] = useState(false);
  const closeConfirmation = useCallback(() => setConfirmed(false), []);

  const onCheckout = useCallback((result: CheckoutResult) => {
    setBanner(result.error ?? null);
    setDeclined(!!result.cardError);
    if (result.plateRefused) setParkingModal(true);
    if (result.reservation?.reservationStatus === 'Reserved') setConfirmed(true);
  }, []);

  let content;
  if (booking) content = <BookingCheckout onDone={onCheckout} />;
  else if (reservation.data) {
    const r = reservation.data;
    if (donating && canDonate(r)) {
      // Added: the balance view opens to pay it (pay mode), whichever view she came from.
      content = (
        <DonationForm
          reservation={r}
          onAdded={() => {
            setDonating(false);
            setBanner(null);
            dispatch({ type: 'startPay', id: r.id });
          }}
          onBack={() => setDonating(false)}
        />
      );
    } else if (flow.mode === 'pay' && r.reservationStatus !== 'Canceled') {
      content =
        (r.balance ?? 0) > 0 ? (
          <PaymentBalance
            reservation={r}
            onDone={onCheckout}
            onDonate={() => setDonating(true)}
            autoChoose={!declined}
          />
        ) : (
          <PaymentPaid
            reservation={r}
            onUpdate={() => void reservation.refetch()}
            updating={reservation.isFetching}
            onDonate={() => setDonating(true)}
          />
        );
    } else content = <PaymentSuccess reservation={r} onDonate={() => setDonating(true)} />;
  } else if (!flow.reservationId) {
    // A new booking that could not be made: the banner says why; she starts again from the date step.
    content = <CreateNewButton />;
  } else if (reservation.isError) {
    content = <ErrorNotice error={reservation.error} onRetry={() => void reservation.refetch()} />;
  } else content = <PageLoader />;

  return (
    <>
      {banner ? (
        <Alert color="red" role="alert" mb="md">
          {banner}
        </Alert>
      ) : null}
      {content}
      <ConfirmationModal opened={confirmed} onClose={closeConfirmation} />
      <ParkingModal opened={parkingModal} onClose={() => setParkingModal(false)} />
    </>
  );
}
