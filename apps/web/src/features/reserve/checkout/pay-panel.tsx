import { Button } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chargesCard } from './chooser-rules';
import { MethodChooser } from './method-chooser';
import classes from './pay-panel.module.css';
import type { PayChoiceState } from './use-pay-choice';

/** A failed payment, said next to the card form. `attempt` changes with every failure (focus moves). */
export interface PaymentFailure {
  message: string;
  attempt: number;
  /** What she can do now: correct the new card, or choose another card or method. */
  next: 'correctCard' | 'chooseAnother' | null;
  /** The reservation was booked in the same submit and stands, unpaid. */
  booked: boolean;
}

function FailureAlert({ failure }: { failure: PaymentFailure }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // A keyboard or screen-reader user is taken to the message, right by the card she may correct.
  useEffect(() => {
    ref.current?.focus();
  }, [failure.attempt]);
  return (
    <div ref={ref} className={classes.failure} role="alert" tabIndex={-1}>
      <p className={classes.failureMessage}>{failure.message}</p>
      {failure.booked ? <p>{t('reserve.payment.failedBooked')}</p> : null}
      {failure.next ? (
        <p>
          {failure.next === 'correctCard'
            ? t('reserve.payment.failedCorrectCard')
            : t('reserve.payment.failedChooseAnother')}
        </p>
      ) : null}
    </div>
  );
}

/** The first sentence of a refused form. */
const firstError = (errors: FormErrors): string =>
  Object.values(errors).find((error): error is string => typeof error === 'string') ?? '';

/**
 * The chooser and its button: Continue for pay at the door or later, Charge Card for a card; disabled
 * until a method is chosen and the card entry is complete (docs/product/booking.md §5 Payment). A failed payment is
 * said between the two, next to the card form. The button submits the chooser's form: a choice that
 * makepayment's schema refuses goes to `onRefused` with its sentence, and `onSubmit` is not called.
 */
export function PayPanel({
  pay,
  busy,
  onSubmit,
  onRefused,
  failure,
}: {
  pay: PayChoiceState;
  busy: boolean;
  onSubmit: () => void;
  onRefused: (message: string) => void;
  failure: PaymentFailure | null;
}) {
  const { t } = useTranslation();
  const submit = pay.form.onSubmit(
    () => onSubmit(),
    (errors) => onRefused(firstError(errors)),
  );
  return (
    <>
      <MethodChooser
        value={pay.choice}
        onChange={pay.choose}
        cards={pay.cards}
        cardRef={pay.cardRef}
        onCardComplete={pay.setCardComplete}
        saveCard={pay.saveCard}
        onSaveCardChange={pay.setSaveCard}
        disabled={busy}
      />
      {failure ? <FailureAlert failure={failure} /> : null}
      <div>
        <Button size="md" variant="filled" disabled={!pay.ready} loading={busy} onClick={() => submit()}>
          {chargesCard(pay.choice) ? t('payments.chargeCard') : t('reserve.continue')}
        </Button>
      </div>
    </>
  );
}
