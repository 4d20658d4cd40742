import { clearCredentials, clearSession, readSession, revoke } from '../shared/session';

/** Signs her out from a light page, as the app's session store does: at once here, then on the server. */
export async function logOut(): Promise<void> {
  const session = readSession();
  clearSession();
  clearCredentials();
  if (session) await revoke(session).catch(() => undefined);
}
