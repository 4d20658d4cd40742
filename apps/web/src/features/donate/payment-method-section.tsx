import type { SavedCard } from '../../api/saved-cards';
import { useText } from '../../islands/island-texts';
import { SavedCardLabel } from '../../payments/saved-card-label';
import { LightButton } from '../../ui/light-button';
import { ServerText } from '../../ui/server-text';
import classes from './donate.module.css';

export type DonateMethod = { method: 'saved'; cardId: string } | { method: 'new' } | null;

/**
 * The Payment Method section (docs/product/booking.md §2 Donate): her saved cards and '+ Use New Credit Card' for a
 * signed-in patron. A card she enters is paid with from the card entry itself, which stays on the page
 * (a refusal keeps what she typed), so it is not listed here.
 */
export function PaymentMethodSection({
  cards,
  value,
  onChange,
  onUseNewCard,
  disabled,
  error,
}: {
  cards: readonly SavedCard[];
  value: DonateMethod;
  onChange: (method: DonateMethod) => void;
  onUseNewCard: () => void;
  disabled: boolean;
  error: string | null;
}) {
  const text = useText();
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{text('donate.paymentMethod')}</legend>
      {error ? (
        <p role="alert" className={classes.error}>
          <ServerText>{error}</ServerText>
        </p>
      ) : null}
      <div className={classes.choices}>
        {cards.map((card) => (
          <label key={card.id} className={classes.choice}>
            <input
              type="radio"
              name="donate-card"
              checked={value?.method === 'saved' && value.cardId === card.id}
              onChange={() => onChange({ method: 'saved', cardId: card.id })}
              disabled={disabled}
            />
            <SavedCardLabel brand={card.brand} last4={card.last4} />
          </label>
        ))}
      </div>
      <div>
        <LightButton variant="subtle" onClick={onUseNewCard} disabled={disabled}>
          {text('donate.useNewCard')}
        </LightButton>
      </div>
    </fieldset>
  );
}
