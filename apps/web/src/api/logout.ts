import { sessionsApi, type LogoutRequest } from '@tevila/contract';
import { http } from './http';

/**
 * POST account/logout `{ refreshToken }`: revokes the session on the server. The caller brings the
 * access token itself, because the session is cleared locally at once (before this answers).
 */
export async function postLogout(accessToken: string, refreshToken: string): Promise<void> {
  const body: LogoutRequest = { refreshToken };
  const answer = await http.call(sessionsApi.logout, {
    body,
    auth: false,
    expectBody: true,
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  const { readLogoutAnswer } = await import('./user-answers');
  readLogoutAnswer(answer);
}
