import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { reservationQueryKey, type Reservation } from '../../api/reservation';
import { SAVED_CARDS_ROOT } from '../../api/saved-cards';
import { USER_RESERVATIONS_ROOT } from '../../api/user-reservations';
import { errorText } from '../../ui/error-notice';
import { useFlow } from './flow-context';
import { submitPayment, type SubmitInput } from './submit-sequence';

export interface CheckoutResult {
  reservation?: Reservation;
  error?: string;
  /** The server refused parking for want of an approved plate. */
  plateRefused?: boolean;
  /** A decline: the chosen card and method were cleared. */
  cardError?: boolean;
}

const isPlateRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'server' && /plate|license|licence|garage/i.test(error.message);

/**
 * Runs the submit sequence and applies its outcome to the flow (spec 000 §4 Submit): a booking that
 * worked shows its reservation; a failed create or replace restores the replaced id and clears the
 * mode; a charge that failed after a booking was made leaves her on that reservation's balance view,
 * so she can pay with another card without booking again.
 */
export function useSubmitPayment(onDone: (result: CheckoutResult) => void, onCardError?: () => void) {
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
          onDone({ error: errorText(outcome.error, t) });
          break;
        case 'createFailed':
          dispatch({ type: 'submitFailed' });
          onDone({
            error: errorText(outcome.error, t),
            plateRefused: flow.parking && isPlateRefusal(outcome.error),
          });
          break;
        case 'chargeFailed':
          remember(outcome.reservation);
          if (booking) dispatch({ type: 'startPay', id: outcome.reservation.id });
          else void queryClient.invalidateQueries({ queryKey: reservationQueryKey(outcome.reservation.id) });
          if (outcome.cardError) onCardError?.();
          onDone({ error: errorText(outcome.error, t), cardError: outcome.cardError });
          break;
      }
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy };
}
