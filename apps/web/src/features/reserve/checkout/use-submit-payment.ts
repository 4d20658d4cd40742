import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { reservationQueryKey, type Reservation } from '../../../api/reservation';
import { SAVED_CARDS_ROOT } from '../../../api/saved-cards';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';
import { errorText } from '../../../ui/error-notice';
import type { PayMethod } from './chooser-rules';
import { useFlow } from '../flow/flow-context';
import { submitPayment, type SubmitInput } from './submit-sequence';

/** Where a failure is said: by the card form (the payment) or at the top of the view (the booking). */
export type FailurePlace = 'payment' | 'booking';

export interface CheckoutResult {
  reservation?: Reservation;
  error?: string;
  place?: FailurePlace;
  /** The server refused parking for want of an approved plate. */
  plateRefused?: boolean;
  /** A decline (card_error), and the method that was declined. */
  cardError?: boolean;
  method?: PayMethod | null;
  /** The reservation was booked in this submit, and stands unpaid. */
  booked?: boolean;
}

const isPlateRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'server' && /plate|license|licence|garage/i.test(error.message);

/**
 * Runs the submit sequence and applies its outcome to the flow (docs/product/booking.md §4 Submit): a booking that
 * worked shows its reservation; a failed create or replace restores the replaced id and clears the
 * mode; a charge that failed after a booking was made moves to paying that reservation (same view,
 * same form), so she can correct the card or choose another method without booking again.
 */
export function useSubmitPayment(onDone: (result: CheckoutResult) => void) {
  const { t } = useTranslation();
  const { flow, dispatch } = useFlow();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const remember = (reservation: Reservation) => {
    queryClient.setQueryData(reservationQueryKey(reservation.id), reservation);
    void queryClient.invalidateQueries({ queryKey: [USER_RESERVATIONS_ROOT] });
  };

  const submit = async (input: SubmitInput) => {
    const booking = !!input.booking;
    onDone({});
    setBusy(true);
    try {
      const outcome = await submitPayment(input);
      switch (outcome.kind) {
        case 'done':
          remember(outcome.reservation);
          if (input.choice.method === 'new')
            void queryClient.invalidateQueries({ queryKey: [SAVED_CARDS_ROOT] });
          dispatch(booking ? { type: 'submitted', reservation: outcome.reservation } : { type: 'clearMode' });
          onDone({ reservation: outcome.reservation });
          break;
        case 'incomplete':
          break;
        case 'tokenFailed':
          onDone({ error: errorText(outcome.error, t), place: 'payment', method: input.choice.method });
          break;
        case 'createFailed':
          dispatch({ type: 'submitFailed' });
          onDone({
            error: errorText(outcome.error, t),
            place: 'booking',
            plateRefused: flow.parking && isPlateRefusal(outcome.error),
          });
          break;
        case 'chargeFailed':
          remember(outcome.reservation);
          if (booking) dispatch({ type: 'chargeFailed', reservation: outcome.reservation });
          else void queryClient.invalidateQueries({ queryKey: reservationQueryKey(outcome.reservation.id) });
          onDone({
            error: errorText(outcome.error, t),
            place: 'payment',
            cardError: outcome.cardError,
            method: input.choice.method,
            booked: booking,
          });
          break;
      }
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy };
}
