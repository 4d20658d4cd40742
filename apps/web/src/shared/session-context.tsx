import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { registerAuthProvider } from '../api/http';
import { USER_QUERY_ROOT } from '../api/user';
import { createSessionStore, type SessionState, type SessionStore } from './session';

const SessionContext = createContext<SessionStore | null>(null);

/** `store`: AppProviders forwards its own as it comes; without one, the provider makes its own. */
export function SessionProvider({
  store,
  children,
}: {
  store?: SessionStore | undefined;
  children: ReactNode;
}) {
  const [ownStore] = useState(() => store ?? createSessionStore());
  // A layout effect runs before any page's data effects: the first API call already has the token.
  useLayoutEffect(() => registerAuthProvider(ownStore), [ownStore]);
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
  return useSyncExternalStore(store.subscribe, store.getState, store.getServerState);
}

/**
 * Logout (docs/product/site-and-staff.md §4): the server revokes the session, the session and the saved credentials are
 * cleared, and she returns to /.
 */
export function useLogout(): () => void {
  const store = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    // Leave first: clearing the session on a login-required page would send her to /login instead.
    void Promise.resolve(navigate('/', { replace: true })).finally(() => {
      store.logout();
      queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
    });
  };
}
