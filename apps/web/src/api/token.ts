import { tokenApi, type TokenAnswer } from '@tevila/contract';
import { ApiError, GENERIC_ERROR, http } from './http';
import { fieldsOf, isRecord } from '@tevila/domain/narrowing';

/** The answer of POST /api/token (docs/product/booking.md §3, Stored auth response): the contract's. */
export type { TokenAnswer };

export type TokenRequest =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'second_factor'; mfa_token: string; code?: string; passkey?: string }
  | { grant_type: 'refresh_token'; refresh_token: string; user_id: string };

/** A staff sign-in the server holds for its second factor: the token that continues it. */
export const SECOND_FACTOR_REQUIRED = 'second_factor_required';
export const SECOND_FACTOR_ENROLLMENT_REQUIRED = 'second_factor_enrollment_required';

/**
 * An OAuth-style refusal: `{ error, error_description }` (HTTP 400). The message is the
 * error_description, which sign-in shows as is (docs/product/booking.md §8); `code` is e.g. "invalid_grant".
 */
export class TokenError extends ApiError {
  readonly code: string;
  /** With second_factor_required or second_factor_enrollment_required: the mfa_token (5 minutes). */
  readonly mfaToken: string | null;

  constructor(code: string, description: string, status: number | null, body: unknown) {
    super('server', description, status, body);
    this.name = 'TokenError';
    this.code = code;
    const mfa = fieldsOf(body).mfa_token;
    this.mfaToken = typeof mfa === 'string' && mfa !== '' ? mfa : null;
  }
}

export const INVALID_GRANT = 'invalid_grant';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** POST /api/token, form-encoded, never with a bearer header (it is how a token is obtained). */
export async function requestToken(request: TokenRequest, signal?: AbortSignal): Promise<TokenAnswer> {
  let body: unknown;
  try {
    body = await http.call(tokenApi.token, {
      body: new URLSearchParams(request),
      auth: false,
      expectBody: true,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && isRecord(error.body)) {
      const { error: code, error_description: description } = error.body;
      if (typeof code === 'string' && code !== '') {
        throw new TokenError(code, text(description) ?? GENERIC_ERROR, error.status, error.body);
      }
    }
    throw error;
  }
  const { readTokenAnswer } = await import('./token-answer');
  return readTokenAnswer(body);
}
