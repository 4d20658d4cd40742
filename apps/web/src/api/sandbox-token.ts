import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from './http';
import { paths } from './paths';

/** A tokenised card: the id goes to makepayment (sourceToken) or to a saved-card PUT. */
export interface CardToken {
  id: string;
  card: { brand: string; last4: string };
}

export interface SandboxCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode: string;
}

/**
 * POST payments/sandbox/tokens. A refused card answers 400 with `Message` or with
 * `{ success: false, errorMessage }`: either sentence is the error shown.
 */
export async function createSandboxToken(card: SandboxCardInput): Promise<CardToken> {
  let answer: Partial<CardToken> | undefined;
  try {
    answer = await http.post<Partial<CardToken>>(paths.sandboxTokens(), card, { expectBody: true });
  } catch (error) {
    throw preferErrorMessage(error);
  }
  if (typeof answer?.id !== 'string' || !answer.card) throw new ApiError('generic', GENERIC_ERROR);
  return {
    id: answer.id,
    card: { brand: String(answer.card.brand ?? ''), last4: String(answer.card.last4 ?? '') },
  };
}
