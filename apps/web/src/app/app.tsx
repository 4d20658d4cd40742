import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppTextsProvider } from '../i18n/app-texts';
import { languageDir, readStoredLanguage } from '../i18n/language';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import type { SessionStore } from '../shared/session';
import { SessionProvider } from '../shared/session-context';
import { cssVariablesResolver, theme } from './theme';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface ProvidersProps {
  queryClient: QueryClient;
  /** Forwarded as it comes from App: absent or undefined alike. */
  sessionStore?: SessionStore | undefined;
  /** 'test' turns off Mantine's transitions and portals (unit tests). */
  mantineEnv?: 'default' | 'test';
  /** The page's direction at first render; the document's own by default. */
  direction?: 'ltr' | 'rtl';
  children: ReactNode;
}

/** Everything a page needs around it: data cache, direction, Mantine theme, session. */
export function AppProviders({ queryClient, sessionStore, mantineEnv, direction, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={direction ?? documentDirection()} detectDirection>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          {...(mantineEnv === undefined ? {} : { env: mantineEnv })}
        >
          <SessionProvider store={sessionStore}>
            <AppTextsProvider>{children}</AppTextsProvider>
          </SessionProvider>
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}

/** The direction main.tsx gave the document (the server's, when it rendered the page). */
function documentDirection(): 'ltr' | 'rtl' {
  if (typeof document !== 'undefined' && document.documentElement.dir === 'rtl') return 'rtl';
  if (typeof document !== 'undefined' && document.documentElement.dir === 'ltr') return 'ltr';
  return languageDir(readStoredLanguage());
}

export interface AppProps {
  /** main.tsx passes the one it made ready behind a light page, or undefined. */
  router?: AppRouter | undefined;
  /** Made at start, when the first page's data is already on its way (main.tsx). */
  queryClient?: QueryClient;
  sessionStore?: SessionStore;
}

export function App({ router, queryClient: given, sessionStore }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <AppProviders queryClient={queryClient} sessionStore={sessionStore}>
      <RouterProvider router={appRouter} />
    </AppProviders>
  );
}
