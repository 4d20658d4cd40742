import { useMutation } from '@tanstack/react-query';
import { verifyAnswer, type Credentials, type VerifyRequest } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';

/** The credentials a verified phone earns: a device secret /api/token accepts as the password. */
export type { Credentials };

export interface VerifyInput extends VerifyRequest {
  /** E.164, e.g. "+13105551234". */
  phoneNumber: string;
  authCode: string;
}

/** POST account/registrationVerify → `{ success, errorMessage, result: { userName, passwd } }`. */
export async function verifyRegistration(input: VerifyInput): Promise<Credentials> {
  let answer: unknown;
  try {
    answer = await http.post<unknown>(paths.registrationVerify(), input, { expectBody: true });
  } catch (error) {
    throw preferErrorMessage(error);
  }
  const credentials = checkedAnswer(verifyAnswer, answer).result;
  // Empty credentials could never sign her in: the generic error, as for any unusable answer.
  if (!credentials.userName || !credentials.passwd) throw new ApiError('generic', GENERIC_ERROR);
  return credentials;
}

export function useRegistrationVerify() {
  return useMutation({ mutationFn: verifyRegistration });
}
