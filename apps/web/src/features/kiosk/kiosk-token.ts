/** Where the lobby tablet keeps its device token: it is unlocked once, and stays so until revoked. */
const KEY = 'tevila.kioskToken';

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

// The page reads the token as an outside store (useSyncExternalStore): told when it changes.
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function subscribeKioskToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readKioskToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function forgetKioskToken(): void {
  storage()?.removeItem(KEY);
  changed();
}

/**
 * The token an Admin's link brings (/kiosk#token=tvd_…): kept, then taken out of the address so it is
 * neither in the history nor on the screen. A hash never reaches the server's logs.
 */
export function takeTokenFromAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (!token?.startsWith('tvd_')) return null;
  storage()?.setItem(KEY, token);
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  changed();
  return token;
}
