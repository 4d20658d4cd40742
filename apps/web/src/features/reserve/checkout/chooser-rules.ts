import { needsPrepay } from '@tevila/domain';
import type { SavedCard } from '../../../api/saved-cards';
import { isTrue, type SettingsMap } from '../../../api/settings';

/**
 * The balance chooser's rules (docs/product/booking.md §2 balance, §4 Saved cards, §5 Payment): a saved card, a new
 * card, pay at the door (not when the booking must be prepaid) or pay later.
 */
export type PayMethod = 'saved' | 'new' | 'door' | 'later';

export interface PayChoice {
  method: PayMethod | null;
  /** The saved card chosen (method saved). */
  cardId: string | null;
}

export const NO_CHOICE: PayChoice = { method: null, cardId: null };
const NEW_CARD: PayChoice = { method: 'new', cardId: null };

/**
 * The methods offered besides the saved cards, in order. Pay at the door is hidden when every
 * reservation must be prepaid, and when this one is held until paid: unpaid, it is released long
 * before the night, so nothing could be paid at the door.
 */
export function otherMethods(prepayAll: boolean, heldUntilPaid = false): PayMethod[] {
  return prepayAll || heldUntilPaid ? ['new', 'later'] : ['new', 'door', 'later'];
}

/**
 * docs/product/booking.md §4 Saved cards: one card is auto-selected, none forces new-card entry; with several she
 * picks. `cards` null: still loading, so nothing is chosen yet (the card entry would flash open).
 */
export function initialChoice(cards: readonly SavedCard[] | null): PayChoice {
  if (cards === null) return NO_CHOICE;
  if (cards.length === 0) return NEW_CARD;
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

/** docs/design.md §6 Booking: the server's default hold, used until the public setting has loaded. */
export const DEFAULT_HOLD_MINUTES = 20;

/** pendingHoldMinutes: how long an unpaid Pending reservation is held before it is released. */
export function holdMinutes(settings: SettingsMap): number {
  const minutes = Number(settings.pendingHoldMinutes);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : DEFAULT_HOLD_MINUTES;
}

/** A booking in progress will be created Pending (held until paid), as the server decides it. */
export function bookingHeld(settings: SettingsMap, shabbosMode: boolean, parking: boolean): boolean {
  return needsPrepay(
    {
      reservationsRequirePrepayAll: isTrue(settings.reservationsRequirePrepayAll),
      reservationsRequirePrepayParking: isTrue(settings.reservationsRequirePrepayParking),
    },
    { shabbosMode },
    parking,
  );
}
