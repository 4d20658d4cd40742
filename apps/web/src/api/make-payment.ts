import { ApiError, http, preferErrorMessage } from './http';
import { paths } from './paths';
import type { Reservation } from './reservation';

/** POST payments/makepayment (spec 000 §3 Payment, §7; DESIGN §5): amt in dollars. */
export interface MakePaymentInput {
  method: 'creditcard';
  amt: number;
  userId?: string;
  email?: string;
  reservationId?: string;
  /** A new card's token. */
  sourceToken?: string;
  /** A saved card's id. */
  sourceCard?: string;
  saveCard?: boolean;
  firstName?: string;
  lastName?: string;
  phone?: string;
  donationType?: string;
  /** A guest's bot-check token (required by the server when no one is signed in). */
  reCaptchaTokenResponse?: string;
}

interface MakePaymentAnswer {
  success?: boolean;
  errorMessage?: string | null;
  result?: Reservation | null;
  stripeErrorMessage?: string | null;
  stripeErrorType?: string | null;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The card provider's sentence of a failed payment, if it sent one. */
function providerMessage(body: unknown): string | null {
  const message = record(body)?.stripeErrorMessage;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** A decline (stripeErrorType card_error): the chosen card and method are cleared (spec 000 §4). */
export function isCardError(error: unknown): boolean {
  return error instanceof ApiError && record(error.body)?.stripeErrorType === 'card_error';
}

/**
 * Charges a card, or (negative amt on a reservation) adds a donation to it. The answer's reservation
 * (null for a payment without one). A failure shows the provider's message if present, otherwise the
 * server's (spec 000 §8). `idempotencyKey`: one per submit attempt.
 */
export async function makePayment(
  input: MakePaymentInput,
  idempotencyKey: string,
): Promise<Reservation | null> {
  let answer: MakePaymentAnswer | undefined;
  try {
    answer = await http.post<MakePaymentAnswer>(paths.makePayment(), input, {
      expectBody: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  } catch (error) {
    const provider = error instanceof ApiError ? providerMessage(error.body) : null;
    if (provider && error instanceof ApiError)
      throw new ApiError('server', provider, error.status, error.body);
    throw preferErrorMessage(error);
  }
  const result = answer?.result;
  return result && typeof result === 'object' ? result : null;
}
