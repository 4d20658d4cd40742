import { INTERNAL_ERROR_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@tevila/contract';

/**
 * The server's error shapes as one error type, with the texts of docs/product/booking.md §8, and nothing
 * else imported but the contract's two sentences: the app's client (http.ts) and a form island
 * (send-form.ts) both read answers with it. "An error occurred." is the server's 500 body.
 * - a server `Message` (or `errorMessage` of a refused update) is shown verbatim;
 * - a non-2xx answer without a usable body: "An error occurred. <status>";
 * - any other failure (empty body where data was expected, a JSON body with no message, network):
 *   "An error occurred."
 */
export const GENERIC_ERROR = INTERNAL_ERROR_MESSAGE;

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

/**
 * A 401 whose Message is exactly the contract's "denied" sentence: the one answer that makes the
 * client renew its token (docs/product/booking.md §4, Session).
 */
export function isUnauthorized(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const body = error.body;
  return isRecord(body) && body.Message === UNAUTHENTICATED_MESSAGE;
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
    const body: unknown = JSON.parse(text);
    return body;
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
