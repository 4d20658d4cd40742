import { isConnectionLost } from '../db/connection-lost.ts';
import { defaultMessages, isAppError } from '../errors.ts';
import type { ErrorKind } from '../errors.ts';
import { validationMessage } from './validation-message.ts';
import type { ValidationIssue } from './validation-message.ts';

/** DESIGN §5: a refused update-style call. */
export interface RefusalBody {
  success: false;
  errorMessage: string;
  result: null;
}

/** DESIGN §5: every other failure. */
export interface MessageBody {
  Message: string;
}

/** A refused update-style call that was rate limited: both shapes, so either kind of client reads it. */
export type ThrottledBody = RefusalBody & MessageBody;

/** DESIGN §5: /api/token answers OAuth-style. */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
}

export interface HttpError {
  status: number;
  body: RefusalBody | MessageBody | ThrottledBody | OAuthErrorBody;
  /** Stable id for logs and tests; "internal" for anything unexpected. */
  id: string;
  /** Only unexpected failures are logged as errors (with the cause, never sent). */
  unexpected: boolean;
}

export const INTERNAL_ERROR_MESSAGE = 'An error occurred.';

const kindStatus: Record<ErrorKind, number> = {
  refused: 400,
  capacity: 409,
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  throttled: 429,
  oauth: 400,
  unavailable: 503,
};

// Fastify's own client errors, in our words (theirs mention internals such as content-type parsers).
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The request URL is malformed.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

const statusSentences: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Authorization has been denied for this request.',
  403: 'You do not have permission to do this.',
  404: 'No HTTP resource was found that matches the request URI.',
  405: 'This method is not allowed here.',
  406: 'The requested format is not available.',
  413: 'The request body is too large.',
  415: 'This content type is not accepted here.',
  429: 'Too many requests. Please wait a little and try again.',
};

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
  validation?: unknown;
  validationContext?: unknown;
  name?: unknown;
}

function message(status: number, id: string, text: string): HttpError {
  return { status, id, body: { Message: text }, unexpected: false };
}

/** The single mapping from anything thrown to an HTTP answer; the error handler only sends its result. */
export function toHttpError(err: unknown): HttpError {
  if (isAppError(err)) {
    const status = kindStatus[err.kind];
    if (err.kind === 'refused' || err.kind === 'capacity') {
      return {
        status,
        id: err.id,
        body: { success: false, errorMessage: err.message, result: null },
        unexpected: false,
      };
    }
    if (err.kind === 'throttled') {
      return {
        status,
        id: err.id,
        body: { success: false, errorMessage: err.message, result: null, Message: err.message },
        unexpected: false,
      };
    }
    if (err.kind === 'oauth') {
      const error = err.id.slice(err.id.indexOf('.') + 1);
      return { status, id: err.id, body: { error, error_description: err.message }, unexpected: false };
    }
    // 401 never varies: it must not reveal why the credentials were refused.
    const text = err.kind === 'unauthenticated' ? defaultMessages.unauthenticated : err.message;
    return message(status, err.id, text);
  }

  if (isConnectionLost(err)) return message(503, 'database.unavailable', defaultMessages.unavailable);

  const e = (typeof err === 'object' && err !== null ? err : {}) as ErrorLike;

  // Schema validation (zod via fastify-type-provider-zod, or any other validator Fastify ran).
  if (Array.isArray(e.validation)) {
    const context = typeof e.validationContext === 'string' ? e.validationContext : undefined;
    return message(
      400,
      'request.invalid',
      validationMessage(e.validation[0] as ValidationIssue | undefined, context),
    );
  }

  const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    const text =
      (code !== undefined ? fastifyClientErrors[code] : undefined) ??
      statusSentences[status] ??
      'The request could not be understood.';
    return message(status, code ?? `http.${status}`, text);
  }
  if (status === 503) return message(503, 'http.503', defaultMessages.unavailable);

  return { status: 500, id: 'internal', body: { Message: INTERNAL_ERROR_MESSAGE }, unexpected: true };
}

/**
 * /api/token speaks OAuth even about a body it could not parse: its client reads error_description,
 * so any other 400 there becomes invalid_request with the same sentence.
 */
export function asOAuthError(mapped: HttpError): HttpError {
  if (mapped.status !== 400 || !('Message' in mapped.body)) return mapped;
  return { ...mapped, body: { error: 'invalid_request', error_description: mapped.body.Message } };
}
