import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../src/app/app';
import { appRoutes } from '../src/app/router';
import { createSessionStore, stateFromSession, type Session, type SessionStore } from '../src/shared/session';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export const patron: Session = {
  token: 'a-1',
  userId: '7',
  username: '13105551234',
  roles: [],
  refreshToken: 'r-1',
};
export const withRoles = (...roles: string[]): Session => ({ ...patron, roles });

export interface RenderAppOptions {
  path?: string;
  /** null: a guest; a Session: signed in; undefined: the real delayed check of localStorage. */
  session?: Session | null;
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** The app's routes in a memory router, with every provider. */
export function renderApp({ path = '/', session, routes = appRoutes, queryClient }: RenderAppOptions = {}) {
  const sessionStore: SessionStore =
    session === undefined
      ? createSessionStore()
      : createSessionStore({ initialState: stateFromSession(session) });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = queryClient ?? testQueryClient();
  const utils = render(
    <AppProviders queryClient={client} sessionStore={sessionStore} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, sessionStore, queryClient: client };
}

/** One element inside the providers and a router (for components that link). */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient, session = null }: RenderAppOptions = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const client = queryClient ?? testQueryClient();
  const utils = render(
    <AppProviders
      queryClient={client}
      sessionStore={createSessionStore({ initialState: stateFromSession(session) })}
      mantineEnv="test"
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient: client };
}

/** A fetch stub answering JSON by URL prefix; anything else 404s. */
export function jsonFetch(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    if (key === undefined) return new Response('', { status: 404 });
    const body = routes[key];
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
