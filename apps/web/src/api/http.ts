import i18next from 'i18next';
import { isExpiredToken } from './token-expiry';

/**
 * A small fetch wrapper that turns the server's error shapes into one error type with the texts of
 * docs/product/booking.md §8:
 * - a server `Message` (or `errorMessage` of a refused update) is shown verbatim;
 * - a non-2xx answer without a usable body: "An error occurred. <status>";
 * - any other failure (empty body where data was expected, a JSON body with no message, network):
 *   "An error occurred."
 */
export const GENERIC_ERROR = 'An error occurred.';

/**
 * docs/product/booking.md §8: "If there is no reservation or settings: 'An error occurred'" — without the full stop
 * of GENERIC_ERROR (an empty body stays "An error occurred."). Shown as is.
 */
export const NO_RECORD_ERROR = 'An error occurred';

export type ApiErrorKind = 'server' | 'generic' | 'status' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, status: number | null = null, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export const statusErrorMessage = (status: number): string => `${GENERIC_ERROR} ${status}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The 401 body of the server (docs/design.md §5): the one answer that makes the client refresh its token. */
export const UNAUTHORIZED_MESSAGE = 'Authorization has been denied for this request.';

/** A 401 whose Message is exactly the "denied" sentence (docs/product/booking.md §4, Session). */
export function isUnauthorized(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const body = error.body;
  return isRecord(body) && body.Message === UNAUTHORIZED_MESSAGE;
}

/**
 * For update-style calls (register, verify): their own `errorMessage` is the text to show, even when
 * the body also carries a `Message` (a 429 has both).
 */
export function preferErrorMessage(error: unknown): unknown {
  if (error instanceof ApiError && isRecord(error.body)) {
    const errorMessage = nonEmptyString(error.body.errorMessage);
    if (errorMessage && errorMessage !== error.message) {
      return new ApiError('server', errorMessage, error.status, error.body);
    }
  }
  return error;
}

/** An update-style call whose failure shows its own `errorMessage` (preferErrorMessage). */
export async function withErrorMessage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

/** Parses a response body: undefined when empty, the raw text when it is not JSON. */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Decides whether a response is an error, and which. Returns null when the body is good data.
 * `expectBody`: an empty 2xx body counts as an error (the call needs data).
 */
export function responseError(status: number, body: unknown, expectBody: boolean): ApiError | null {
  const ok = status >= 200 && status < 300;
  if (isRecord(body)) {
    const message = nonEmptyString(body.Message) ?? nonEmptyString(body.message);
    if (message && (!ok || 'Message' in body)) return new ApiError('server', message, status, body);
    // "A response with a Message field is treated as an error", even an empty one.
    if ('Message' in body) return new ApiError('generic', GENERIC_ERROR, status, body);
    if (body.success === false) {
      const errorMessage = nonEmptyString(body.errorMessage);
      return errorMessage
        ? new ApiError('server', errorMessage, status, body)
        : new ApiError('generic', GENERIC_ERROR, status, body);
    }
    if (!ok) return new ApiError('generic', GENERIC_ERROR, status, body);
    return null;
  }
  if (!ok) {
    // Empty, HTML from a proxy, or a bare value: nothing usable to show.
    return Array.isArray(body)
      ? new ApiError('generic', GENERIC_ERROR, status, body)
      : new ApiError('status', statusErrorMessage(status), status, body);
  }
  if (body === undefined && expectBody) return new ApiError('generic', GENERIC_ERROR, status, body);
  return null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData or URLSearchParams. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
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

export interface HttpOptions {
  /** The session to authorize requests with; null or absent: anonymous. Read at call time. */
  auth?: () => AuthProvider | null;
}

/**
 * The page's language as Accept-Language, so the server writes its sentences (a refusal, a decline)
 * in it: her choice on this page wins over her browser's and her account's. None while the site's
 * texts are not set up (the server's own rendering, which names the language itself).
 */
export function pageLanguageHeader(): Record<string, string> {
  const language = i18next.resolvedLanguage ?? i18next.language;
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
        body,
        signal: options.signal,
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

  return {
    request,
    get: <T>(url: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(url, { ...options, method: 'GET' }),
    post: <T>(url: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(url, { ...options, method: 'POST', body }),
    put: <T>(url: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(url, { ...options, method: 'PUT', body }),
    patch: <T>(url: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(url, { ...options, method: 'PATCH', body }),
    delete: <T>(url: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(url, { ...options, method: 'DELETE' }),
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
