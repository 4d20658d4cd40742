import { http } from './http';
import { paths } from './paths';

/**
 * POST account/logout `{ refreshToken }`: revokes the session on the server. The caller brings the
 * access token itself, because the session is cleared locally at once (before this answers).
 */
export async function postLogout(accessToken: string, refreshToken: string): Promise<void> {
  await http.post(
    paths.logout(),
    { refreshToken },
    {
      auth: false,
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    },
  );
}
