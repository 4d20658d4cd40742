import { useMutation } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';

export interface RegisterInput {
  /** E.164, e.g. "+13105551234". */
  phone: string;
  language: string;
}

/**
 * POST account/register: sends a verification code by SMS. userName is the E.164 number without
 * "+" (docs/design.md §5); email and password stay empty (sign-in is by phone). A refusal (400, or 429 for
 * too many codes) shows its errorMessage.
 */
export async function register({ phone, language }: RegisterInput): Promise<unknown> {
  const body = { userName: phone.replace(/^\+/, ''), phone, email: '', password: '', language };
  try {
    const answer = await http.post<{ result?: unknown } | undefined>(paths.register(), body);
    return answer?.result;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
