import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { createSessionStore, type SessionState, type SessionStore } from './session';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store?: SessionStore; children: ReactNode }) {
  const [ownStore] = useState(() => store ?? createSessionStore());
  useEffect(() => ownStore.start(), [ownStore]);
  return <SessionContext value={ownStore}>{children}</SessionContext>;
}

export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider');
  return store;
}

export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** Logout clears the session and returns to / (spec 001 §4). */
export function useLogout(): () => void {
  const store = useSessionStore();
  const navigate = useNavigate();
  return () => {
    // Leave first: clearing the session on a login-required page would send her to /login instead.
    void Promise.resolve(navigate('/', { replace: true })).finally(() => store.logout());
  };
}
