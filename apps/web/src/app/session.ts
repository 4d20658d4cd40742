import { browserStorage } from '../api/local-cache';

/**
 * The stored session (spec 000 §3, §4): userId, username (the phone number, E.164 without "+"),
 * roles and refreshToken, kept in localStorage. A visitor is authorized when a stored record with a
 * refresh token exists, otherwise unauthenticated; the check runs about 100 ms after start.
 */
export const SESSION_STORAGE_KEY = 'authorizationData';
export const SESSION_CHECK_DELAY_MS = 100;

export type Role = 'Admin' | 'Receptionist' | 'UserPlateAdmin' | 'OpenGarageGate';

export interface Session {
  userId: string;
  username: string;
  roles: string[];
  refreshToken: string;
}

export type SessionState =
  | { status: 'checking'; session: null }
  | { status: 'authorized'; session: Session }
  | { status: 'unauthenticated'; session: null };

export const CHECKING: SessionState = { status: 'checking', session: null };
export const UNAUTHENTICATED: SessionState = { status: 'unauthenticated', session: null };

/** Reads the stored record; null when absent, unreadable or without a refresh token. */
export function readSession(storage: Storage | null = browserStorage()): Session | null {
  let record: unknown;
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    record = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null) return null;
  const r = record as Record<string, unknown>;
  if (typeof r.refreshToken !== 'string' || r.refreshToken === '') return null;
  const username =
    typeof r.username === 'string' ? r.username : typeof r.userName === 'string' ? r.userName : '';
  return {
    userId: r.userId == null ? '' : String(r.userId),
    username,
    roles: Array.isArray(r.roles) ? r.roles.filter((x): x is string => typeof x === 'string') : [],
    refreshToken: r.refreshToken,
  };
}

export function writeSession(session: Session, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // ignore: the session then lasts until the page closes
  }
}

export function clearSession(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // ignore
  }
}

export const stateFromSession = (session: Session | null): SessionState =>
  session ? { status: 'authorized', session } : UNAUTHENTICATED;

export function hasAnyRole(session: Session | null, roles: readonly string[]): boolean {
  return !!session && roles.some((role) => session.roles.includes(role));
}

/** The phone as shown to the patron: "+" followed by the username. */
export const displayPhone = (session: Session): string => `+${session.username}`;

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Starts the delayed check and follows changes made in other tabs. Returns a cleanup. */
  start(): () => void;
  /** Re-reads storage now (after sign-in writes a new record). */
  refresh(): void;
  /** Saves a new session (sign-in) and publishes it. */
  signIn(session: Session): void;
  /** Clears the stored session. Navigation back to / is the caller's job. */
  logout(): void;
}

export interface SessionStoreOptions {
  storage?: Storage | null;
  delayMs?: number;
  /** A fixed starting state, for tests: skips the delayed check. */
  initialState?: SessionState;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const delayMs = options.delayMs ?? SESSION_CHECK_DELAY_MS;
  let state: SessionState = options.initialState ?? CHECKING;
  const listeners = new Set<() => void>();

  const publish = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const refresh = () => publish(stateFromSession(readSession(storage)));

  return {
    getState: () => state,
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
    signIn(session) {
      writeSession(session, storage);
      publish(stateFromSession(session));
    },
    logout() {
      clearSession(storage);
      publish(UNAUTHENTICATED);
    },
  };
}
