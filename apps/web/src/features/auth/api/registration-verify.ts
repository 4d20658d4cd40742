import { signInApi, type Credentials, type VerifyRequest } from '@tevila/contract';
import { http, withErrorMessage } from '../../../api/http';

/** The credentials a verified phone earns: a device secret /api/token accepts as the password. */
export type { Credentials };

export interface VerifyInput extends VerifyRequest {
  /** E.164, e.g. "+13105551234". */
  phoneNumber: string;
  authCode: string;
}

/** POST account/registrationVerify → `{ success, errorMessage, result: { userName, passwd } }`. */
export async function verifyRegistration(input: VerifyInput): Promise<Credentials> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(signInApi.registrationVerify, { body: input, expectBody: true }),
  );
  const { readVerified } = await import('./login-answers');
  return readVerified(answer);
}
