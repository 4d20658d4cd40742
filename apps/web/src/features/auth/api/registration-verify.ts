import { useMutation } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';

/** The credentials a verified phone earns: a device secret /api/token accepts as the password. */
export interface Credentials {
  userName: string;
  passwd: string;
}

export interface VerifyInput {
  /** E.164, e.g. "+13105551234". */
  phoneNumber: string;
  authCode: string;
}

/** POST account/registrationVerify → `{ success, errorMessage, result: { userName, passwd } }`. */
export async function verifyRegistration(input: VerifyInput): Promise<Credentials> {
  let answer: { result?: Partial<Record<keyof Credentials, unknown>> | null } | undefined;
  try {
    answer = await http.post(paths.registrationVerify(), input, { expectBody: true });
  } catch (error) {
    throw preferErrorMessage(error);
  }
  const userName = answer?.result?.userName;
  const passwd = answer?.result?.passwd;
  if (typeof userName !== 'string' || typeof passwd !== 'string' || !userName || !passwd) {
    throw new ApiError('generic', GENERIC_ERROR);
  }
  return { userName, passwd };
}

export function useRegistrationVerify() {
  return useMutation({ mutationFn: verifyRegistration });
}
