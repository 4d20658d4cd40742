import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '../../../api/saved-cards';
import type { CardEntryHandle } from '../../../payments/card-entry-handle';
import { CardEntry } from '../../../payments/card-entry';
import { SavedCardLabel } from '../../../payments/saved-card-label';
import { TestPaymentsNotice } from '../../../payments/test-payments-notice';
import { NO_CHOICE, otherMethods, type PayChoice, type PayMethod } from './chooser-rules';
import classes from '../reserve.module.css';
import { usePrepay } from './use-pay-choice';
import { localeOf } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';

/** "20 minutes" / "20 דקות", with the language's own plural. */
const minutesText = (minutes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);

/**
 * The payment-method chooser: her saved cards, a new card (its entry form shown under the choice),
 * pay at the door (hidden when reservationsRequirePrepayAll is True or this reservation is held until
 * paid) and pay later, which then says how long the reservation is held.
 */
export function MethodChooser({
  value,
  onChange,
  cards,
  cardRef,
  onCardComplete,
  saveCard,
  onSaveCardChange,
  disabled,
}: {
  value: PayChoice;
  onChange: (choice: PayChoice) => void;
  cards: readonly SavedCard[];
  cardRef: React.Ref<CardEntryHandle>;
  onCardComplete: (complete: boolean) => void;
  saveCard: boolean;
  onSaveCardChange: (save: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const prepay = usePrepay();
  const holdId = useId();
  const labels: Record<Exclude<PayMethod, 'saved'>, string> = {
    new: t('payments.newCard'),
    door: t('reserve.payment.atDoor'),
    later: t('reserve.payment.later'),
  };
  const radio = (
    key: string,
    checked: boolean,
    choice: PayChoice,
    label: React.ReactNode,
    describedBy?: string,
  ) => (
    <label key={key} className={classes.choice}>
      <span className={classes.choiceLabel}>
        <input
          type="radio"
          name="pay-method"
          value={key}
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={() => onChange(choice)}
        />
        {label}
      </span>
    </label>
  );
  const held = prepay.held;
  const methods = otherMethods(prepay.prepayAll, held);
  const doorGone = value.method === 'door' && !methods.includes('door');
  // A hold learnt after she chose the door (settings or the reservation still loading) undoes it.
  useEffect(() => {
    if (doorGone) onChange(NO_CHOICE);
  }, [doorGone, onChange]);
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{t('reserve.payment.method')}</legend>
      <TestPaymentsNotice />
      <div className={classes.choices}>
        {cards.map((card) =>
          radio(
            `card-${card.id}`,
            value.method === 'saved' && value.cardId === card.id,
            { method: 'saved', cardId: card.id },
            <SavedCardLabel brand={card.brand} last4={card.last4} />,
          ),
        )}
        {methods.map((method) =>
          method === 'saved'
            ? null
            : radio(
                method,
                value.method === method,
                { method, cardId: null },
                labels[method],
                method === 'later' && held ? holdId : undefined,
              ),
        )}
        {held ? (
          <Alert id={holdId} role="note" color="orange" variant="light">
            {t('reserve.payment.laterHeld', {
              duration: minutesText(prepay.holdMinutes, localeOf(language)),
            })}
          </Alert>
        ) : null}
      </div>
      {value.method === 'new' ? (
        <div className={classes.card}>
          <CardEntry ref={cardRef} onCompleteChange={onCardComplete} disabled={disabled} />
          <label className={classes.checkRow}>
            <input
              type="checkbox"
              checked={saveCard}
              disabled={disabled}
              onChange={(e) => onSaveCardChange(e.currentTarget.checked)}
            />
            {t('payments.saveCard')}
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
