import { signInApi, type RegisterRequest } from '@tevila/contract';
import { http, withErrorMessage } from '../../../api/http';

export interface RegisterInput {
  /** E.164, e.g. "+13105551234". */
  phone: string;
  language: string;
}

/** The body of account/register for her number, as the contract reads it. */
export const registerRequest = ({ phone, language }: RegisterInput): RegisterRequest => ({
  userName: phone.replace(/^\+/, ''),
  phone,
  email: '',
  password: '',
  language,
});

/**
 * POST account/register: sends a verification code by SMS. userName is the E.164 number without
 * "+" (docs/design.md §5); email and password stay empty (sign-in is by phone). A refusal (400, or 429 for
 * too many codes) shows its errorMessage.
 */
export async function register(input: RegisterInput): Promise<void> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(signInApi.register, { body: registerRequest(input), expectBody: true }),
  );
  const { readRegistered } = await import('./login-answers');
  readRegistered(answer);
}
