import './ui/layers.css';
import './app/mantine-styles';
import './ui/global.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter, preloadRoute } from './app/router';
import { readPaintedPage, readServedPage } from './app/served-page';
import { takeHandover, type Handover } from './app/handover';
import { createSessionStore, readSession, stateFromSession } from './shared/session';
import { keepPageToken } from './shared/stored-session';
import { registerAuthProvider } from './api/http';
import { runStartup } from './app/startup';
import {
  applyDocumentLanguage,
  readLanguageChoice,
  startLanguage,
  storeLanguage,
  type Language,
} from './i18n/language';
import { initI18n } from './i18n/setup';

async function start(handover: Handover | null): Promise<void> {
  if (!runStartup()) return; // redirecting away from www.
  // Started by a light page's island (decision 0070): nothing to take over, the page is drawn anew.
  const served = handover ? null : readServedPage();
  const painted = handover ? readPaintedPage() : null;
  const queryClient = createQueryClient();
  // The data the server rendered the page with: nothing of it is asked for again.
  if (served) hydrate(queryClient, served.state as DehydratedState);
  // Her session signs the first requests, which go out now, with the page's chunk, while the
  // language file loads.
  const stored = readSession();
  keepPageToken(stored);
  // A page painted with her session (/reserve) is taken over signed in as her, as it was drawn.
  const paintedFor = served?.sessionUserId ?? painted?.sessionUserId ?? null;
  const paintedAsHer = paintedFor !== null && paintedFor === stored?.userId;
  const sessionStore = createSessionStore(paintedAsHer ? { initialState: stateFromSession(stored) } : {});
  registerAuthProvider(sessionStore);
  const chosen = readLanguageChoice();
  const pageLanguage = served?.language ?? painted?.language ?? null;
  const language: Language = startLanguage(chosen, pageLanguage, navigator.languages);
  // The server's HTML is taken over as it is when it was rendered as she sees it; otherwise drawn anew.
  const hydrating =
    served !== null && served.language === language && served.signedIn === (readSession() !== null);
  // Her own data is not asked for ahead of a page the server drew: arriving before the takeover, it
  // would draw what the server could not (her data where it showed a loader), and the takeover fails.
  const pageCode = preloadRoute(window.location.pathname, language, hydrating ? undefined : queryClient);
  if (!chosen && pageLanguage) storeLanguage(pageLanguage);
  applyDocumentLanguage(language);
  try {
    await initI18n({ language });
  } catch (error) {
    console.error('Translations failed to load.', error);
  }
  // A page still loading when the painted HTML is taken over would be drawn anew on the first change
  // of state around it (React cannot keep a part it has not hydrated): its code is awaited first.
  if (hydrating) await pageCode;
  // Ready behind the light page: when she goes on, its router takes her there, then it is drawn.
  let router: ReturnType<typeof createAppRouter> | undefined;
  if (handover) {
    router = createAppRouter();
    await router.navigate(await handover.shown);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} sessionStore={sessionStore} />
    </StrictMode>
  );
  if (hydrating) {
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}

const handover = takeHandover();
start(handover).catch((error: unknown) => {
  handover?.failed();
  console.error('The app failed to start.', error);
});
