import { http, withErrorMessage } from './http';
import { staffPaths } from './staff-paths';

export type SignInChange = 'signOut' | 'removeFactor';

/** POST users/{id}/signout or DELETE users/{id}/secondfactor (Admin): how many sessions ended. */
export async function changeSignIn(userId: string, action: SignInChange): Promise<number> {
  const answer = await withErrorMessage(() =>
    action === 'signOut'
      ? http.post<{ sessionsEnded: number }>(staffPaths.userSignOut(userId), undefined, { expectBody: true })
      : http.delete<{ sessionsEnded: number }>(staffPaths.userSecondFactor(userId), { expectBody: true }),
  );
  return answer.sessionsEnded;
}
