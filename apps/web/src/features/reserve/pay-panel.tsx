import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chargesCard } from './chooser-rules';
import { MethodChooser } from './method-chooser';
import type { PayChoiceState } from './use-pay-choice';

/**
 * The chooser and its button: Continue for pay at the door or later, Charge Card for a card; disabled
 * until a method is chosen and the card entry is complete (spec 000 §5 Payment).
 */
export function PayPanel({
  pay,
  busy,
  onSubmit,
}: {
  pay: PayChoiceState;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
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
      <div>
        <Button size="md" disabled={!pay.ready} loading={busy} onClick={onSubmit}>
          {chargesCard(pay.choice) ? t('payments.chargeCard') : t('reserve.continue')}
        </Button>
      </div>
    </>
  );
}
