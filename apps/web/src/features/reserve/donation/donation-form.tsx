import '@mantine/core/styles/Input.layer.css';
import { Button, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { reservationQueryKey, type Reservation } from '../../../api/reservation';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';
import { useSession } from '../../../shared/session-context';
import { errorText } from '../../../ui/error-notice';
import { donationProblem } from './donation-rules';
import { addDonation } from '../checkout/submit-sequence';
import classes from '../reserve.module.css';
import { ServerText } from '../../../ui/server-text';

/**
 * The donation sub-state (docs/product/booking.md §2): 'Add Donation / Shabbos Payment'. The amount is sent as a
 * negative makepayment on the reservation, which raises its balance and donation total; no card is
 * charged until she pays the balance (`onAdded` then opens the balance view).
 */
export function DonationForm({
  reservation,
  onAdded,
  onBack,
}: {
  reservation: Reservation;
  onAdded: (updated: Reservation) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const problem = donationProblem(amount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await addDonation({
        reservation,
        amount: Number(amount),
        userId: session.session?.userId ?? null,
        // One key per amount: a double click or a retry never adds the donation twice.
        idempotencyKey: `${key}-${amount}`,
      });
      queryClient.setQueryData(reservationQueryKey(reservation.id), updated);
      void queryClient.invalidateQueries({ queryKey: [USER_RESERVATIONS_ROOT] });
      onAdded(updated);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${classes.card} ${classes.stack}`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 className={classes.heading}>{t('payments.donation.title')}</h2>
      <p className={classes.muted}>{t('payments.donation.help')}</p>
      {error ? (
        <p role="alert" className={classes.error}>
          <ServerText>{error}</ServerText>
        </p>
      ) : null}
      <TextInput
        label={t('payments.donation.amount')}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        inputMode="decimal"
        dir="ltr"
        size="md"
        error={shown && problem ? <span role="alert">{t(`payments.donation.${problem}`)}</span> : undefined}
        autoFocus
      />
      <div className={classes.actions}>
        <Button type="submit" variant="filled" loading={busy}>
          {t('payments.donation.add')}
        </Button>
        <Button variant="subtle" onClick={onBack} disabled={busy}>
          {t('payments.donation.back')}
        </Button>
      </div>
    </form>
  );
}
