import { sessionsApi } from '@tevila/contract';
import { ApiError, GENERIC_ERROR, http, withErrorMessage } from './http';

export type SignInChange = 'signOut' | 'removeFactor';

/** POST users/{id}/signout or DELETE users/{id}/secondfactor (Admin): how many sessions ended. */
export async function changeSignIn(userId: string, action: SignInChange): Promise<number> {
  const route = action === 'signOut' ? sessionsApi.userSignOut : sessionsApi.userSecondFactor;
  const answer = await withErrorMessage(() => http.call(route, { params: { id: userId }, expectBody: true }));
  const ended =
    answer && typeof answer === 'object' && 'sessionsEnded' in answer ? answer.sessionsEnded : null;
  // One number, read without loading a schema: an answer without it is the generic error.
  if (typeof ended !== 'number') throw new ApiError('generic', GENERIC_ERROR, null, answer);
  return ended;
}
