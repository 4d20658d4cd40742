import { acceptedLanguage } from '@tevila/domain';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type BuildManifest, pageHtml } from './page-html.ts';

/** What apps/web/src/entry-server.tsx exports. */
interface ServerEntry {
  setApiFetch(fetchImpl: typeof fetch): void;
  render(request: {
    url: string;
    language: 'en' | 'he';
    signedIn: boolean;
    timeoutMs?: number;
    session?: PaintedSession;
  }): Promise<
    | { redirect: string }
    | { unfinished: true }
    | {
        status: number;
        html: string;
        title: string | null;
        siteName?: string;
        state: unknown;
        stateElementId: string;
        modules: string[];
        light?: boolean;
        islands?: string[];
        handsOver?: boolean;
        sessionUserId?: string | null;
      }
  >;
}

export interface PageRenderer {
  /**
   * The page's whole HTML document and status, where a guest on a page behind sign-in is sent, or
   * null when it could not be rendered.
   */
  render(
    request: FastifyRequest,
  ): Promise<{ status: number; html: string; personal?: boolean } | { redirect: string } | null>;
}

/** The session a page is painted with: her id, her number as the app keeps it, her roles. */
export interface PaintedSession {
  userId: string;
  username: string;
  roles: string[];
}

/** Whose open session an access token is; null when it does not verify (expired, revoked, forged). */
export type SessionOfToken = (token: string) => Promise<{ userId: string; roles: string[] } | null>;

/** The web app's cookies (apps/web/src/api/site-cookie.ts): her language, and whether a session is stored. */
export const LANGUAGE_COOKIE = 'selectedLanguage';
export const SESSION_HINT_COOKIE = 'signedIn';
/** Her access token, sent with the pages of /reserve only (apps/web/src/api/site-cookie.ts, decision 0064). */
export const PAGE_TOKEN_COOKIE = 'reserveToken';
export const PAGE_TOKEN_PATH = '/reserve';

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '');
  return match?.[1];
}

/**
 * The page's language: the one she chose on this browser, else the one her phone asks for
 * (Accept-Language: a phone set to Hebrew gets the Hebrew site on her first visit), else English.
 */
export function languageOf(request: FastifyRequest): 'en' | 'he' {
  const chosen = cookieOf(request, LANGUAGE_COOKIE);
  if (chosen === 'he' || chosen === 'en') return chosen;
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

export const signedInOf = (request: FastifyRequest): boolean =>
  cookieOf(request, SESSION_HINT_COOKIE) === '1';

/** An API answer a rendered page was made from, by its ETag (public answers have one). */
interface Dependency {
  url: string;
  etag: string;
}

/** A page being rendered: the app whose API answers its data requests in memory, and what it read. */
interface Rendering {
  app: FastifyInstance;
  /** The page's language: its calls ask for it, as the browser's do (Accept-Language). */
  language: 'en' | 'he';
  read: Dependency[];
  /** false once it read an answer without an ETag: such a page is not kept. */
  keepable: boolean;
  /** `Bearer <her token>` for a page painted with her session: her calls carry it. */
  authorization?: string;
  /** The page's own Host: its calls are its facility's (docs/facilities.md), as the browser's would be. */
  host?: string;
  /** Answers already read for this page (her user record, read for her number): not asked for twice. */
  answered?: ReadonlyMap<string, Buffer>;
}
const rendering = new AsyncLocalStorage<Rendering>();

async function apiFetch(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
  const current = rendering.getStore();
  if (!current) throw new Error('an API request outside a page render');
  const url =
    typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
  if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) throw new Error(`not rendered: ${url}`);
  const known = current.answered?.get(url);
  if (known) return new Response(known, { status: 200 });
  const answer = await current.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'application/json',
      'accept-language': current.language,
      ...(current.authorization ? { authorization: current.authorization } : {}),
      ...(current.host !== undefined ? { host: current.host } : {}),
    },
  });
  const etag = answer.headers.etag;
  if (typeof etag === 'string' && answer.statusCode === 200) current.read.push({ url, etag });
  else current.keepable = false;
  return new Response(answer.rawPayload, { status: answer.statusCode });
}

/** Each answer the page was made from is still the same (304 from the API's own cache), at its host. */
async function stillFresh(
  app: FastifyInstance,
  read: readonly Dependency[],
  host: string | undefined,
): Promise<boolean> {
  const answers = await Promise.all(
    read.map(({ url, etag }) =>
      app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag, ...(host !== undefined ? { host } : {}) },
      }),
    ),
  );
  return answers.every((answer) => answer.statusCode === 304);
}

/** How many times a page is rendered before the plain app is sent instead. */
const RENDER_ATTEMPTS = 2;

/** Rendered pages kept per app; a page is used again only while the answers it was made from are. */
const KEPT_PAGES = 200;

interface KeptPage {
  status: number;
  html: string;
  read: Dependency[];
}

/**
 * The server build of the web app. Node imports a module once per process, so every app renderer gets
 * the same one; the page fetch it is given is the same function each time (it finds its app through
 * the render under way).
 */
async function importEntry(path: string): Promise<ServerEntry> {
  const module = (await import(pathToFileURL(path).href)) as ServerEntry;
  module.setApiFetch(apiFetch);
  return module;
}

/**
 * Renders the web app's pages on the server when both builds are there (apps/web/dist and
 * apps/web/dist-ssr); without them, null: the plain index.html is sent and the browser renders.
 */
export function createPageRenderer(
  app: FastifyInstance,
  webDist: string,
  serverEntry: string,
  sessionOf?: SessionOfToken,
): PageRenderer | null {
  const templatePath = join(webDist, 'index.html');
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(templatePath) || !existsSync(manifestPath) || !existsSync(serverEntry)) return null;
  const template = readFileSync(templatePath, 'utf8');
  // The manifest is Vite's, written by the same build as the pages: its shape is Vite's documented one.
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const entry = importEntry(serverEntry);
  entry.catch((err: unknown) => app.log.error({ err }, 'the server build of the web app failed to load'));

  // The least recently asked pages beyond KEPT_PAGES are rendered again when asked.
  const kept = new LRUCache<string, KeptPage>({ max: KEPT_PAGES });
  // The built stylesheets, read once each: they are written into the pages (page-html.ts).
  const stylesheets = new Map<string, string | undefined>();
  const stylesheet = (href: string): string | undefined => {
    if (!stylesheets.has(href)) {
      const path = join(webDist, href);
      const inside = href.startsWith('/assets/') && !href.includes('..') && existsSync(path);
      stylesheets.set(href, inside ? readFileSync(path, 'utf8') : undefined);
    }
    return stylesheets.get(href);
  };

  return {
    async render(request) {
      const language = languageOf(request);
      const signedIn = signedInOf(request);
      // Each facility's pages are its own: the same address at two hosts is two pages.
      const key = `${request.facility} ${language} ${signedIn ? 1 : 0} ${request.url}`;
      const host = request.headers.host;
      try {
        const session = await paintedSession(app, request, sessionOf);
        // A page painted with her session is hers alone: never taken from, nor put in, the kept pages.
        const hit = session ? undefined : kept.get(key);
        if (hit && (await stillFresh(app, hit.read, host))) return { status: hit.status, html: hit.html };
        if (!session) kept.delete(key);
        // A render that did not finish (a slow moment) is tried once more, then left to the browser:
        // its fallback is never sent in place of the page, nor kept for the next visitors.
        for (let attempt = 1; attempt <= RENDER_ATTEMPTS; attempt += 1) {
          const context: Rendering = {
            app,
            language,
            read: [],
            keepable: session === null,
            ...(host !== undefined ? { host } : {}),
            ...(session
              ? { authorization: `Bearer ${session.token}`, answered: new Map([session.userRecord]) }
              : {}),
          };
          const page = await rendering.run(context, async () =>
            (await entry).render({
              url: request.url,
              language,
              signedIn,
              ...(session ? { session: session.painted } : {}),
            }),
          );
          if ('unfinished' in page) {
            request.log.warn({ url: request.url, attempt }, 'page render did not finish in time');
            continue;
          }
          if ('redirect' in page) return page;
          const html = pageHtml(template, manifest, { ...page, language, signedIn }, stylesheet);
          if (context.keepable) kept.set(key, { status: page.status, html, read: context.read });
          return { status: page.status, html, ...(session ? { personal: true } : {}) };
        }
        return null;
      } catch (err) {
        // The browser can still render the page itself from the plain index.html.
        request.log.warn({ err, url: request.url }, 'page not rendered on the server');
        return null;
      }
    },
  };
}

/**
 * The session a page of /reserve is painted with: her token from its cookie, checked as the API checks
 * a bearer token, and her number from her user record. Null for any other page, without the cookie,
 * or when the token does not verify: the page is then drawn as before, her data left to the browser.
 */
async function paintedSession(
  app: FastifyInstance,
  request: FastifyRequest,
  sessionOf: SessionOfToken | undefined,
): Promise<{ token: string; painted: PaintedSession; userRecord: [string, Buffer] } | null> {
  const path = request.url.split('?', 1)[0] ?? '';
  if (!sessionOf || (path !== PAGE_TOKEN_PATH && !path.startsWith(`${PAGE_TOKEN_PATH}/`))) return null;
  const token = cookieOf(request, PAGE_TOKEN_COOKIE);
  if (!token) return null;
  const who = await sessionOf(decodeURIComponent(token));
  if (!who) return null;
  const url = `/api/api/users/${encodeURIComponent(who.userId)}`;
  const user = await app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(request.headers.host !== undefined ? { host: request.headers.host } : {}),
    },
  });
  if (user.statusCode !== 200) return null;
  const userName = user.json<{ userName?: unknown }>().userName ?? '';
  return {
    token,
    painted: { userId: who.userId, roles: who.roles, username: String(userName).replace(/^\+/, '') },
    userRecord: [url, user.rawPayload],
  };
}
