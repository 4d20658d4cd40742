import type { CardToken } from '../api/sandbox-token';

/**
 * What a page asks of the card entry: a token for the card typed in. docs/product/booking.md §4 Submit: the token
 * is created first, before anything else is sent.
 */
export interface CardEntryHandle {
  /** Rejects with CardIncompleteError (its field messages are then shown) or with the provider's error. */
  tokenize(): Promise<CardToken>;
  /**
   * After a decline: empties the security code (typed again for the next attempt) and keeps the rest
   * of what she typed, so she corrects one field. A provider whose fields cannot be emptied one by one
   * (Stripe's single card element) keeps them all.
   */
  clearSecurityCode(): void;
}

/** The card form is not filled in yet: the form itself shows what is missing. */
export class CardIncompleteError extends Error {
  constructor() {
    super('card-incomplete');
    this.name = 'CardIncompleteError';
  }
}

export interface CardFormProps {
  ref?: React.Ref<CardEntryHandle>;
  /** Called whenever the form becomes complete or stops being so. */
  onCompleteChange?: (complete: boolean) => void;
  /** docs/product/booking.md §2 Donate: no postal code for a signed-in patron. */
  hidePostalCode?: boolean;
  /** The reserve flow's MethodChooser forwards its own, present or not. */
  disabled?: boolean | undefined;
}
