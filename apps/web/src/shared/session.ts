import { ApiError, GENERIC_ERROR, isUnauthorized, type AuthProvider } from '../api/http';
import { browserStorage } from '../api/local-cache';
import { SESSION_HINT_COOKIE, writePageToken, writeSiteCookie } from '../api/site-cookie';
import { postLogout } from '../api/logout';
import { INVALID_GRANT, requestToken, TokenError, type TokenAnswer } from '../api/token';
import { isExpiredToken } from '../api/token-expiry';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language';
import { keepPageToken, readSession, SESSION_STORAGE_KEY, type Session } from './stored-session';

export {
  displayPhone,
  hasAnyRole,
  readSession,
  SESSION_STORAGE_KEY,
  type Role,
  type Session,
} from './stored-session';

/**
 * The stored session (docs/product/booking.md §3, §4): the access token, userId, username (the phone number, E.164
 * without "+"), roles and refreshToken, kept in localStorage. A visitor is authorized when a stored
 * record with a refresh token exists, otherwise unauthenticated; the check runs about 100 ms after
 * start.
 */
export const SESSION_CHECK_DELAY_MS = 100;

/** The credentials of a verified phone ({ userName, passwd }): a later /login signs in with them. */
export const CREDENTIALS_STORAGE_KEY = 'loginCredentials';

/** Keys that survive "local storage is cleared" (a revoked session): the visitor's own choices. */
const KEPT_ON_CLEAR = [LANGUAGE_STORAGE_KEY];

/** Tabs of the site take turns at refreshing: a rotating refresh token may be used only once. */
const REFRESH_LOCK = 'tevila-token-refresh';

export type SessionState =
  | { status: 'checking'; session: null }
  | { status: 'authorized'; session: Session }
  | { status: 'unauthenticated'; session: null };

export const CHECKING: SessionState = { status: 'checking', session: null };
export const UNAUTHENTICATED: SessionState = { status: 'unauthenticated', session: null };

/** The session a token answer makes; what the answer leaves out is kept from `previous`. */
export function sessionFromToken(answer: TokenAnswer, previous?: Session | null): Session {
  return {
    token: answer.access_token,
    userId: answer.userId || previous?.userId || '',
    username: (answer.userName || previous?.username || '').replace(/^\+/, ''),
    roles: answer.roles,
    refreshToken: answer.refresh_token,
    receivedAt: Date.now(),
  };
}

export interface SavedCredentials {
  userName: string;
  passwd: string;
}

/**
 * A session from her saved credentials (the device secret as the password). Rejects with a TokenError
 * (error_description; a staff member's carries the mfa_token of her second step) or an ApiError.
 */
export async function passwordSession({ userName, passwd }: SavedCredentials): Promise<Session> {
  return sessionFromToken(
    await requestToken({ grant_type: 'password', username: userName, password: passwd }),
  );
}

export function readCredentials(storage: Storage | null = browserStorage()): SavedCredentials | null {
  try {
    const raw = storage?.getItem(CREDENTIALS_STORAGE_KEY);
    if (!raw) return null;
    // What this page stored itself; each field is checked below.
    const value = JSON.parse(raw) as Partial<Record<keyof SavedCredentials, unknown>> | null;
    return typeof value?.userName === 'string' && typeof value.passwd === 'string' && value.passwd
      ? { userName: value.userName, passwd: value.passwd }
      : null;
  } catch {
    return null;
  }
}

export function writeCredentials(credentials: SavedCredentials, storage: Storage | null = browserStorage()) {
  try {
    storage?.setItem(CREDENTIALS_STORAGE_KEY, JSON.stringify(credentials));
  } catch {
    // ignore: she will be asked for a code next time
  }
}

export function clearCredentials(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(CREDENTIALS_STORAGE_KEY);
  } catch {
    // ignore
  }
}

/** "Local storage is cleared" (docs/product/booking.md §4), apart from the visitor's language. */
export function clearLocalStorage(storage: Storage | null = browserStorage()): void {
  try {
    if (!storage) return;
    const kept = KEPT_ON_CLEAR.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  } catch {
    // ignore
  }
  writeSiteCookie(SESSION_HINT_COOKIE, null);
  writePageToken(null);
}

export function writeSession(session: Session, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // ignore: the session then lasts until the page closes
  }
  writeSiteCookie(SESSION_HINT_COOKIE, '1');
  keepPageToken(session);
}

export function clearSession(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // ignore
  }
  writeSiteCookie(SESSION_HINT_COOKIE, null);
  writePageToken(null);
}

export const stateFromSession = (session: Session | null): SessionState =>
  session ? { status: 'authorized', session } : UNAUTHENTICATED;

/**
 * The session for React (state, subscribe) and for the API client (an AuthProvider: the bearer
 * token, and the refresh-once rule of docs/product/booking.md §4).
 */
export interface SessionStore extends AuthProvider {
  getState(): SessionState;
  /**
   * The state the page was drawn with on the server, for React's takeover of it: a part of the page
   * taken over late (its code, or a slow phone) must draw what the server drew, even after the check
   * has signed her in, or the takeover fails and the page is drawn anew.
   */
  getServerState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Starts the delayed check and follows changes made in other tabs. Returns a cleanup. */
  start(): () => void;
  /** Re-reads storage now (after sign-in writes a new record). */
  refresh(): void;
  /** Saves a new session (sign-in) and publishes it. */
  signIn(session: Session): void;
  /**
   * Signs in with a user name and password (the device secret of saved credentials). Rejects with a
   * TokenError (error_description) or an ApiError.
   */
  signInWithPassword(credentials: SavedCredentials): Promise<Session>;
  /**
   * Finishes a staff sign-in with its second factor: the mfa_token and a code (her app's or a
   * recovery code), a passkey's ceremony (JSON), or neither after adding a passkey.
   */
  signInWithSecondFactor(mfaToken: string, proof: { code?: string; passkey?: string }): Promise<Session>;
  /**
   * Signs out: clears the session and the saved credentials at once, then asks the server to revoke
   * the refresh token (best effort). Navigation back to / is the caller's job.
   */
  logout(): void;
}

export interface SessionStoreOptions {
  storage?: Storage | null;
  delayMs?: number;
  /** A fixed starting state, for tests: skips the delayed check. */
  initialState?: SessionState;
}

/** Runs `work` holding the cross-tab refresh lock where the browser has one (Web Locks). */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

/** Revokes a session on the server; an expired access token is refreshed once for the purpose. */
export async function revoke(session: Session): Promise<void> {
  try {
    await postLogout(session.token, session.refreshToken);
  } catch (error) {
    if (!isUnauthorized(error)) return;
    const fresh = await requestToken({
      grant_type: 'refresh_token',
      refresh_token: session.refreshToken,
      user_id: session.userId,
    });
    await postLogout(fresh.access_token, fresh.refresh_token);
  }
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const delayMs = options.delayMs ?? SESSION_CHECK_DELAY_MS;
  // Without a stored record she is a guest at once; a record is checked after the delay.
  let state: SessionState = options.initialState ?? (readSession(storage) ? CHECKING : UNAUTHENTICATED);
  // main.tsx takes over a server's page only when it was drawn as this starting state shows.
  const serverState = state;
  const listeners = new Set<() => void>();
  let renewing: Promise<string | null> | null = null;

  const publish = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const refresh = () => publish(stateFromSession(readSession(storage)));
  const signIn = (session: Session) => {
    writeSession(session, storage);
    publish(stateFromSession(session));
  };

  /** One refresh for a 401 to a request sent with `usedToken` (see SessionStore.renew). */
  async function renewOnce(usedToken: string | null): Promise<string | null> {
    const current = readSession(storage) ?? state.session;
    if (!current) {
      // No refresh token: the auth is cleared (docs/product/booking.md §4).
      clearSession(storage);
      publish(UNAUTHENTICATED);
      return null;
    }
    // Another tab, or an earlier refresh, already replaced the token the request went out with.
    if (current.token && current.token !== usedToken) {
      if (state.session?.token !== current.token) publish(stateFromSession(current));
      return current.token;
    }
    let answer: TokenAnswer;
    try {
      answer = await requestToken({
        grant_type: 'refresh_token',
        refresh_token: current.refreshToken,
        user_id: current.userId,
      });
    } catch (error) {
      if (error instanceof TokenError && error.code === INVALID_GRANT) {
        // The refresh token is revoked or spent: signed out, and local storage cleared.
        clearLocalStorage(storage);
        publish(UNAUTHENTICATED);
        return null;
      }
      throw new ApiError('generic', GENERIC_ERROR, error instanceof ApiError ? error.status : null);
    }
    const session = sessionFromToken(answer, current);
    signIn(session);
    return session.token;
  }

  return {
    accessToken: () => state.session?.token || readSession(storage)?.token || null,
    expired(token) {
      const session = state.session ?? readSession(storage);
      return isExpiredToken(token, Date.now(), session?.token === token ? session.receivedAt : undefined);
    },
    renew(usedToken) {
      // Single flight: every 401 that arrives while a refresh runs waits for that same refresh.
      renewing ??= withRefreshLock(() => renewOnce(usedToken)).finally(() => {
        renewing = null;
      });
      return renewing;
    },
    getState: () => state,
    getServerState: () => serverState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const timer = state.status === 'checking' ? setTimeout(refresh, delayMs) : undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === SESSION_STORAGE_KEY || event.key === null) refresh();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        if (timer !== undefined) clearTimeout(timer);
        window.removeEventListener('storage', onStorage);
      };
    },
    refresh,
    signIn,
    async signInWithPassword(credentials) {
      const session = await passwordSession(credentials);
      signIn(session);
      return session;
    },
    async signInWithSecondFactor(mfaToken, proof) {
      const answer = await requestToken({ grant_type: 'second_factor', mfa_token: mfaToken, ...proof });
      const session = sessionFromToken(answer);
      signIn(session);
      return session;
    },
    logout() {
      const session = state.session ?? readSession(storage);
      clearSession(storage);
      clearCredentials(storage);
      publish(UNAUTHENTICATED);
      if (session) revoke(session).catch(() => undefined);
    },
  };
}
