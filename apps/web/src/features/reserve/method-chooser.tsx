import { useTranslation } from 'react-i18next';
import { isTrue, useSetting } from '../../api/settings';
import type { SavedCard } from '../../api/saved-cards';
import type { CardEntryHandle } from '../../payments/card-entry-handle';
import { CardEntry } from '../../payments/card-entry';
import { SavedCardLabel } from '../../payments/saved-card-label';
import { otherMethods, type PayChoice, type PayMethod } from './chooser-rules';
import classes from './reserve.module.css';

/**
 * The payment-method chooser: her saved cards, a new card (its entry form shown under the choice),
 * pay at the door (hidden when reservationsRequirePrepayAll is True) and pay later.
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
  const prepayAll = isTrue(useSetting('reservationsRequirePrepayAll'));
  const labels: Record<Exclude<PayMethod, 'saved'>, string> = {
    new: t('payments.newCard'),
    door: t('reserve.payment.atDoor'),
    later: t('reserve.payment.later'),
  };
  const radio = (key: string, checked: boolean, choice: PayChoice, label: React.ReactNode) => (
    <label key={key} className={classes.choice}>
      <span className={classes.choiceLabel}>
        <input
          type="radio"
          name="pay-method"
          value={key}
          checked={checked}
          disabled={disabled}
          onChange={() => onChange(choice)}
        />
        {label}
      </span>
    </label>
  );
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{t('reserve.payment.method')}</legend>
      <div className={classes.choices}>
        {cards.map((card) =>
          radio(
            `card-${card.id}`,
            value.method === 'saved' && value.cardId === card.id,
            { method: 'saved', cardId: card.id },
            <SavedCardLabel brand={card.brand} last4={card.last4} />,
          ),
        )}
        {otherMethods(prepayAll).map((method) =>
          method === 'saved'
            ? null
            : radio(method, value.method === method, { method, cardId: null }, labels[method]),
        )}
      </div>
      {value.method === 'new' ? (
        <div className={classes.card}>
          <CardEntry ref={cardRef} onCompleteChange={onCardComplete} disabled={disabled} />
          <label className={classes.choiceLabel}>
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
