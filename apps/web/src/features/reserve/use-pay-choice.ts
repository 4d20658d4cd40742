import { useCallback, useRef, useState } from 'react';
import { useSavedCards } from '../../api/saved-cards';
import { useSession } from '../../app/session-context';
import type { CardEntryHandle } from '../../payments/card-entry-handle';
import { canContinue, initialChoice, NO_CHOICE, type PayChoice } from './chooser-rules';

/**
 * The balance chooser's state: her saved cards (loaded with the chooser; a failed load offers none),
 * the choice (one saved card chosen for her), whether the new card's entry is complete, and the
 * handle that tokenises it.
 */
export function usePayChoice({ autoChoose = true }: { autoChoose?: boolean } = {}) {
  const session = useSession();
  const userId = session.session?.userId ?? null;
  const saved = useSavedCards(userId);
  const cards = saved.data ?? [];
  // null until she (or a decline) decides: until then one saved card is chosen for her.
  const [picked, setPicked] = useState<PayChoice | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const [saveCard, setSaveCard] = useState(true);
  const cardRef = useRef<CardEntryHandle>(null);
  const choice = picked ?? (autoChoose ? initialChoice(cards) : NO_CHOICE);

  const choose = useCallback((next: PayChoice) => {
    setPicked(next);
    if (next.method !== 'new') setCardComplete(false);
  }, []);
  const clear = useCallback(() => choose(NO_CHOICE), [choose]);

  return {
    userId,
    cards,
    choice,
    choose,
    clear,
    cardRef,
    cardComplete,
    setCardComplete,
    saveCard,
    setSaveCard,
    ready: canContinue(choice, cardComplete, cards),
  };
}

export type PayChoiceState = ReturnType<typeof usePayChoice>;
