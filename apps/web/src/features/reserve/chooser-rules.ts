import type { SavedCard } from '../../api/saved-cards';

/**
 * The balance chooser's rules (spec 000 §2 balance, §4 Saved cards, §5 Payment): a saved card, a new
 * card, pay at the door (not when every reservation must be prepaid) or pay later.
 */
export type PayMethod = 'saved' | 'new' | 'door' | 'later';

export interface PayChoice {
  method: PayMethod | null;
  /** The saved card chosen (method saved). */
  cardId: string | null;
}

export const NO_CHOICE: PayChoice = { method: null, cardId: null };

/** The methods offered besides the saved cards, in order. */
export function otherMethods(prepayAll: boolean): PayMethod[] {
  return prepayAll ? ['new', 'later'] : ['new', 'door', 'later'];
}

/** One saved card is chosen for her; with several she picks; with none the new card is the card. */
export function initialChoice(cards: readonly SavedCard[]): PayChoice {
  const [only] = cards;
  return cards.length === 1 && only ? { method: 'saved', cardId: only.id } : NO_CHOICE;
}

/** Continue is disabled until a method is chosen and, for a new card, the card entry is complete. */
export function canContinue(choice: PayChoice, cardComplete: boolean, cards: readonly SavedCard[]): boolean {
  switch (choice.method) {
    case null:
      return false;
    case 'saved':
      return cards.some((c) => c.id === choice.cardId);
    case 'new':
      return cardComplete;
    default:
      return true;
  }
}

/** A choice that charges a card (the button then reads Charge Card). */
export const chargesCard = (choice: PayChoice): boolean =>
  choice.method === 'saved' || choice.method === 'new';
