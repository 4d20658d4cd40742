import { paymentsApi, sandboxTokenAnswer, type CardToken, type SandboxCardInput } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';
import { http, withErrorMessage } from './http';

/** A tokenised card (its id goes to makepayment or to a saved-card PUT) and the card sent: the contract's. */
export type { CardToken, SandboxCardInput };

/**
 * POST payments/sandbox/tokens. A refused card answers 400 with `Message` or with
 * `{ success: false, errorMessage }`: either sentence is the error shown. An answer that is not a token
 * is the generic error.
 */
export async function createSandboxToken(card: SandboxCardInput): Promise<CardToken> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(paymentsApi.sandboxTokens, { body: card, expectBody: true }),
  );
  return checkedAnswer(sandboxTokenAnswer, answer);
}
