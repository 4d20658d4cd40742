import { urlOf, type ParamNames, type QueryValue, type Route } from '@tevila/contract';
import { isExpiredToken } from './token-expiry';
import { ApiError, isUnauthorized, parseBody, responseError, GENERIC_ERROR } from './api-error';

export {
  ApiError,
  GENERIC_ERROR,
  isUnauthorized,
  NO_RECORD_ERROR,
  parseBody,
  preferErrorMessage,
  responseError,
  statusErrorMessage,
  withErrorMessage,
} from './api-error';
export type { ApiErrorKind } from './api-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData or URLSearchParams. */
  body?: unknown;
  headers?: Record<string, string>;
  // A query's signal is passed as it comes, present or not.
  signal?: AbortSignal | undefined;
  cache?: RequestCache;
  /** An empty 2xx body is an error. Default: true for GET, false otherwise. */
  expectBody?: boolean;
  /**
   * false: no bearer header and no token refresh (the token endpoint, or a call that brings its own
   * Authorization header). Default true.
   */
  auth?: boolean;
}

/**
 * The signed-in session as the client sees it (implemented by the app's session store).
 * `renew` is called after a 401 "denied" answer to a request sent with `usedToken`; it resolves with
 * the token to retry with, or null when the session is gone (the 401 then stands); it rejects with
 * the error to show when the refresh failed otherwise. Single-flight is the provider's job.
 */
export interface AuthProvider {
  accessToken(): string | null;
  renew(usedToken: string | null): Promise<string | null>;
  /** Whether the token is past its lifetime as the provider knows it; else by its exp (isExpiredToken). */
  expired?(token: string): boolean;
}

type Fetch = typeof fetch;

/** What call() reads of any route's input, its names checked by CallInput at the call. */
interface AnyCallInput extends Omit<RequestOptions, 'method' | 'body'> {
  params?: Readonly<Record<string, string | number>> | undefined;
  query?: Readonly<Record<string, QueryValue>> | undefined;
  body?: unknown;
}

/** The input may be left out when the route names no parameter. */
type CallArgs<R extends Route> = [ParamNames<R['path']>] extends [never]
  ? [input?: CallInput<R>]
  : [input: CallInput<R>];

/** A call of a contract's route: its path's parameters (required when it names any), query and body. */
export type CallInput<R extends Route> = ([ParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Readonly<Record<ParamNames<R['path']>, string | number>> }) & {
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
} & Omit<RequestOptions, 'method' | 'body'>;

export interface HttpOptions {
  /** The session to authorize requests with; null or absent: anonymous. Read at call time. */
  auth?: () => AuthProvider | null;
}

/** The language the page is read in: the app's texts register theirs (i18n/setup.ts). */
let pageLanguage: () => string | undefined = () => undefined;

/** Where the page's language is read from: the app's texts once they are set up. */
export function registerPageLanguage(read: () => string | undefined): void {
  pageLanguage = read;
}

/**
 * The page's language as Accept-Language, so the server writes its sentences (a refusal, a decline)
 * in it: her choice on this page wins over her browser's and her account's. Without the app's texts
 * (an island of a light page, decision 0065) the page's own lang says it; none on the server's own
 * rendering, which names the language itself.
 */
export function pageLanguageHeader(): Record<string, string> {
  const language =
    pageLanguage() ?? (typeof document === 'undefined' ? undefined : document.documentElement.lang);
  return language === 'en' || language === 'he' ? { 'Accept-Language': language } : {};
}

/** Only calls to our own API carry the bearer token (never /meta.json or another origin). */
const isApiUrl = (url: string): boolean => url.startsWith('/api/');

export function createHttp(
  fetchImpl: Fetch = (input, init) => globalThis.fetch(input, init),
  httpOptions: HttpOptions = {},
) {
  async function send<T>(url: string, options: RequestOptions, token: string | null): Promise<T> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(isApiUrl(url) ? pageLanguageHeader() : {}),
      ...options.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof URLSearchParams) {
      body = options.body;
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    } else if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: body ?? null,
        signal: options.signal ?? null,
        credentials: 'same-origin',
        ...(options.cache ? { cache: options.cache } : {}),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError('network', GENERIC_ERROR);
    }

    const text = await response.text().catch(() => '');
    const parsed = parseBody(text);
    const error = responseError(response.status, parsed, options.expectBody ?? method === 'GET');
    if (error) throw error;
    // The caller names the answer's type; the route's answer is what the server sends (its own schema checks it there).
    return parsed as T;
  }

  /**
   * docs/product/booking.md §4 (Session): a 401 "denied" answer makes the client refresh its token once and send
   * the request again; a second 401 is the caller's error (never a loop).
   */
  async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
    const auth = options.auth === false || !isApiUrl(url) ? null : (httpOptions.auth?.() ?? null);
    let token = auth?.accessToken() ?? null;
    // A token already past its expiry would only earn a 401 and a second trip: it is renewed first
    // (the requests of the moment all wait for the same single refresh).
    if (auth && token && (auth.expired?.(token) ?? isExpiredToken(token))) token = await auth.renew(token);
    try {
      return await send<T>(url, options, token);
    } catch (error) {
      if (!auth || !isUnauthorized(error)) throw error;
      const renewed = await auth.renew(token);
      if (!renewed) throw error;
      return send<T>(url, options, renewed);
    }
  }

  /** A call of a contract's route (docs/decisions/0072): its method, its URL built from the input. */
  function call<R extends Route>(route: R, ...[input]: CallArgs<R>): Promise<unknown> {
    const { params = {}, query, body, ...options }: AnyCallInput = input ?? {};
    return request<unknown>(urlOf<Route>(route, params, query), { ...options, method: route.method, body });
  }

  return {
    request,
    call,
  };
}

export type Http = ReturnType<typeof createHttp>;

let appAuth: AuthProvider | null = null;
let authWaiters: (() => void)[] = [];

/**
 * The app's session registers itself here, so every API call carries its bearer token. Returns the
 * undo (which leaves a provider registered since in place).
 */
export function registerAuthProvider(provider: AuthProvider): () => void {
  appAuth = provider;
  const waiting = authWaiters;
  authWaiters = [];
  waiting.forEach((resolve) => resolve());
  return () => {
    if (appAuth === provider) appAuth = null;
  };
}

/**
 * Resolves once the app's session is registered (at once when it is): her data asked for at start,
 * before the app has rendered, goes out with her token rather than without.
 */
export function authProviderReady(): Promise<void> {
  return appAuth ? Promise.resolve() : new Promise((resolve) => authWaiters.push(resolve));
}

let appFetch: Fetch | null = null;

/** The server's rendering registers how to reach its own API; the browser keeps global fetch. */
export function registerFetch(fetchImpl: Fetch): void {
  appFetch = fetchImpl;
}

/** The app's client. Calls global fetch at call time, so tests can stub it. */
export const http: Http = createHttp((input, init) => (appFetch ?? globalThis.fetch)(input, init), {
  auth: () => appAuth,
});
