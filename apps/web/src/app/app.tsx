import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { languageDir, readStoredLanguage } from '../i18n/language';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import type { SessionStore } from './session';
import { SessionProvider } from './session-context';
import { cssVariablesResolver, theme } from './theme';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface ProvidersProps {
  queryClient: QueryClient;
  sessionStore?: SessionStore;
  /** 'test' turns off Mantine's transitions and portals (unit tests). */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

/** Everything a page needs around it: data cache, direction, Mantine theme, session. */
export function AppProviders({ queryClient, sessionStore, mantineEnv, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={languageDir(readStoredLanguage())} detectDirection>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          env={mantineEnv}
        >
          <SessionProvider store={sessionStore}>{children}</SessionProvider>
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}

export function App({ router }: { router?: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={appRouter} />
    </AppProviders>
  );
}
