import '@mantine/core/styles/Input.layer.css';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { makePaymentBody } from '@tevila/contract';
import { MAX_PAYMENT_CENTS } from '@tevila/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { reservationQueryKey, type Reservation } from '../../../api/reservation';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';
import { useLanguage } from '../../../i18n/use-language';
import { useSession } from '../../../shared/session-context';
import { errorText } from '../../../ui/error-notice';
import { schemaResolver } from '../../../ui/schema-resolver';
import { writtenAmount } from '../../../ui/written-amount';
import { donationProblem } from './donation-rules';
import { addDonation, donationBody } from '../checkout/submit-sequence';
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
  const language = useLanguage();
  const session = useSession();
  const max = writtenAmount(MAX_PAYMENT_CENTS, language);
  const userId = session.session?.userId ?? null;
  const queryClient = useQueryClient();
  // Once she has tried to add it, the amount is checked again as she corrects it.
  const [shown, setShown] = useState(false);
  const form = useForm({
    initialValues: { amount: '' },
    validateInputOnChange: shown,
    // The body is checked by makepayment's own schema (the contract), as the server would check it. The
    // amount it leaves to the service, and here it must be above 0 (docs/product/booking.md §5 Payment: no
    // negative values): the form sends it negated, so a negative amount typed would ask for a charge.
    // That check, and its sentence, stay the form's.
    validate: ({ amount }) => {
      const problem = donationProblem(amount);
      const body = donationBody({ reservation, amount: Number(amount.trim()), userId });
      return {
        ...(problem ? { amount: t(`payments.donation.problems.${problem}`, { max }) } : {}),
        ...schemaResolver(makePaymentBody, language, { amt: t('payments.donation.amount') })(body),
      };
    },
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const { onChange } = form.getInputProps('amount');
  const amountError = shown ? form.errors.amount : undefined;
  // A refusal of what she did not type (the reservation, her account) is said above the amount; a
  // sentence of the server's is about what she sent last, so it goes as soon as she changes the amount
  // or sends again, and one sentence at a time shows: never an old refusal beside a new one.
  const otherError = shown
    ? Object.entries(form.errors).find(([field]) => field !== 'amount')?.[1]
    : undefined;
  const shownError = amountError ? null : (error ?? otherError ?? null);

  const send = async ({ amount }: { amount: string }) => {
    setBusy(true);
    setError(null);
    try {
      const updated = await addDonation({
        reservation,
        amount: Number(amount),
        userId,
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
    <form
      className={`${classes.card} ${classes.stack}`}
      onSubmit={(event) => {
        setShown(true);
        setError(null);
        form.onSubmit((values) => void send(values))(event);
      }}
      noValidate
    >
      <h2 className={classes.heading}>{t('payments.donation.title')}</h2>
      <p className={classes.muted}>{t('payments.donation.help')}</p>
      {shownError ? (
        <p role="alert" className={classes.error}>
          <ServerText>{String(shownError)}</ServerText>
        </p>
      ) : null}
      <TextInput
        label={t('payments.donation.amount')}
        description={t('payments.donation.range', { max })}
        value={form.values.amount}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          setError(null);
          onChange(event);
        }}
        inputMode="decimal"
        dir="ltr"
        size="md"
        error={amountError ? <span role="alert">{amountError}</span> : undefined}
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
