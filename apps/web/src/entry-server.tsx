/*
 * The web app rendered on the server (decision 0017): the page's HTML, in the reader's language and
 * direction, with the public data it shows, so the first paint needs no JavaScript. The browser then
 * hydrates the same tree (main.tsx). Built by `vite build --ssr` into apps/web/dist-ssr and loaded by
 * the API server, which passes in how to reach its own API (no network round trip).
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { siteName } from '@tevila/domain';
import { registerAuthProvider, registerFetch } from './api/http';
import { settingsQueryKey, type SettingsMap } from './api/settings';
import { AppProviders } from './app/app';
import { LightPageContext } from './shared/light-page';
import { createQueryClient } from './app/query-client';
import { loginPathFor } from './shared/return-url';
import { STATE_ELEMENT_ID } from './app/served-page';
import { appRoutes, isLightPage, routeHandlesFor } from './app/router';
import { CHECKING, createSessionStore, stateFromSession, UNAUTHENTICATED } from './shared/session';
import { isLanguage, type Language } from './i18n/language';
import { createServerI18n, siteTextsSource } from './i18n/server';

export interface RenderRequest {
  /** Path and query, e.g. "/hours?x=1". */
  url: string;
  language: Language;
  /** A session is stored in her browser: the page is rendered as it shows while that is checked. */
  signedIn: boolean;
  /** Rendering gives up after this long (the server then sends the plain page). */
  timeoutMs?: number;
  /**
   * Whose session the page is painted with (/reserve with her token, decision 0064): the server checked
   * the token and sends her API calls with it. Absent: the page is drawn as the session cookie says.
   */
  session?: RenderSession;
}

/** The session a page is painted with: what the page shows of it (her number, her roles). */
export interface RenderSession {
  userId: string;
  username: string;
  roles: string[];
}

/** A guest asked for a page that needs her signed in: the browser would go to /login, so the server does. */
export interface RenderRedirect {
  redirect: string;
}

/**
 * The render did not finish in time, or left a part of the page to the browser: what React has then is
 * a boundary's fallback ("Loading…") and a script to swap it later, which the policy refuses. The
 * server renders again or sends the plain app; it never sends nor keeps such a page.
 */
export interface RenderUnfinished {
  unfinished: true;
}

export interface RenderResult {
  /** 404 for a path that is no page of the site. */
  status: number;
  /** The markup inside <div id="root">. */
  html: string;
  /** The page's <title> text. */
  title: string | null;
  /** The name the site goes by (decision 0051): the server writes it as the home-screen label. */
  siteName: string;
  /** The query cache the page was rendered with, for the browser to start from. */
  state: unknown;
  /** The id of the script element the browser reads that cache from (app/served-page.ts). */
  stateElementId: string;
  /** Build-manifest names of the modules the page needs at once: their scripts and stylesheets. */
  modules: string[];
  /**
   * A light page (decision 0063): never taken over by the app. The server links its stylesheets and
   * the light pages' small script only, and sends no data for the app to start from.
   */
  light: boolean;
  /** A light page's islands (decision 0065): the server links their scripts beside the light one. */
  islands: string[];
  /** A light page whose island hands her over to the app (decision 0068): the server lists its scripts. */
  handsOver: boolean;
  /** The user whose session it was painted with, or null. */
  sessionUserId: string | null;
}

const i18nFor = { en: createServerI18n('en'), he: createServerI18n('he') };

export { isLanguage };

/**
 * How pages reach the API while rendering: the server answers from its own routes, never over the
 * network. Set once; the function finds the request it belongs to itself (several pages may render
 * at once).
 */
export function setApiFetch(fetchImpl: typeof fetch): void {
  registerFetch(fetchImpl);
  // Calls carry no token of the app's: the server adds the one of the page being rendered, if any.
  registerAuthProvider({ accessToken: () => null, renew: () => Promise.resolve(null) });
}

export async function render({
  url,
  language,
  signedIn,
  timeoutMs = 3000,
  session,
}: RenderRequest): Promise<RenderResult | RenderRedirect | RenderUnfinished> {
  const handler = createStaticHandler(appRoutes);
  const location = new URL(url, 'http://localhost');
  const context = await handler.query(new Request(location));
  if (context instanceof Response) throw new Error('no page routes redirect on the server');

  const handles = routeHandlesFor(location.pathname);
  if (!signedIn && !session && handles.some((h) => h.signInRequired))
    return { redirect: loginPathFor(location) };
  const queryClient: QueryClient = createQueryClient();
  // What the page shows at once comes with it; a query that fails is left for the browser to retry.
  await Promise.allSettled(handles.flatMap((h) => h.prefetch?.(queryClient, session) ?? []));

  const router = createStaticRouter(handler.dataRoutes, context);
  const sessionStore = createSessionStore({
    storage: null,
    initialState: session
      ? stateFromSession({ ...session, token: '', refreshToken: '' })
      : signedIn
        ? CHECKING
        : UNAUTHENTICATED,
  });
  const light = isLightPage(handles, queryClient, {
    search: location.search,
    userId: session?.userId ?? null,
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('render timed out')), timeoutMs);
  try {
    const { prelude } = await prerender(
      <I18nextProvider i18n={i18nFor[language]}>
        <AppProviders
          queryClient={queryClient}
          sessionStore={sessionStore}
          direction={language === 'he' ? 'rtl' : 'ltr'}
        >
          <LightPageContext.Provider value={light ? { signedIn } : null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </LightPageContext.Provider>
        </AppProviders>
      </I18nextProvider>,
      // Every boundary in place in the HTML: the policy allows no script to move one there later.
      {
        signal: controller.signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The abort is the time limit, which the server logs itself; any other error is React's to say.
        onError: (error) => {
          if (!controller.signal.aborted) console.error(error);
        },
      },
    );
    const markup = await new Response(prelude).text();
    if (controller.signal.aborted || leftToTheBrowser(markup)) return { unfinished: true };
    const { html, title } = liftTitle(markup);
    const notFound = handles.some((h) => h.notFound);
    return {
      status: notFound ? 404 : 200,
      html,
      title,
      siteName: siteNameOf(queryClient.getQueryData<SettingsMap>(settingsQueryKey)),
      state: light ? null : dehydrate(queryClient),
      stateElementId: STATE_ELEMENT_ID,
      modules: [
        ...handles.flatMap((h) => (h.source ? [h.source] : [])),
        siteTextsSource(language),
        ...handles.flatMap((h) => h.textSources?.(language) ?? []),
      ],
      light,
      islands: light ? handles.flatMap((h) => h.islands ?? []) : [],
      handsOver: light && handles.some((h) => h.handsOver === true),
      sessionUserId: session?.userId ?? null,
    };
  } finally {
    clearTimeout(timer);
  }
}

const siteNameOf = (settings: SettingsMap | undefined): string =>
  siteName({
    facilityShortName: settings?.facilityShortName ?? '',
    facilityName: settings?.facilityName ?? '',
  });

/**
 * React marks a Suspense boundary it could not fill as pending (<!--$?-->, with a <template id="B:…">
 * where its content would go) or as left to the browser (<!--$!-->); a finished one is <!--$-->.
 */
export function leftToTheBrowser(markup: string): boolean {
  return /<!--\$[?!]-->|<template id="B:/.test(markup);
}

/** React writes a page's <title> ahead of its markup; the server puts it in the document's head. */
function liftTitle(markup: string): { html: string; title: string | null } {
  const match = /<title>([^<]*)<\/title>/.exec(markup);
  if (!match) return { html: markup, title: null };
  return {
    html: markup.slice(0, match.index) + markup.slice(match.index + match[0].length),
    title: match[1] ?? null,
  };
}
