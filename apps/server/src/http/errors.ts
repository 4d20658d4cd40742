import { INTERNAL_ERROR_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@tevila/contract';
import { fieldsOf, type Language } from '@tevila/domain';
import { isConnectionLost } from '../db/connection-lost.ts';
import { defaultMessages, isAppError } from '../errors.ts';
import type { ErrorKind } from '../errors.ts';
import { msg, render, type LocalMessage } from '../i18n/messages.ts';
import { validationMessage } from './validation-message.ts';
import type { ValidationIssue } from './validation-message.ts';

/** docs/design.md §5: a refused update-style call. */
export interface RefusalBody {
  success: false;
  errorMessage: string;
  result: null;
}

/** docs/design.md §5: every other failure. */
export interface MessageBody {
  Message: string;
}

/** POST payments/makepayment: a declined card, with the provider's fields (docs/design.md §5). */
export type DeclineBody = RefusalBody & {
  stripeErrorMessage: string;
  stripeErrorType: string;
  clientSecret?: string;
};

/** A refused update-style call that was rate limited: both shapes, so either kind of client reads it. */
export type ThrottledBody = RefusalBody & MessageBody;

/** docs/design.md §5: /api/token answers OAuth-style. */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
}

export interface HttpError {
  status: number;
  body: RefusalBody | DeclineBody | MessageBody | ThrottledBody | OAuthErrorBody;
  /** Stable id for logs and tests; "internal" for anything unexpected. */
  id: string;
  /** Only unexpected failures are logged as errors (with the cause, never sent). */
  unexpected: boolean;
}

// docs/design.md §5: the 500 and 401 bodies are the contract's, matched by the web.
export { INTERNAL_ERROR_MESSAGE, UNAUTHENTICATED_MESSAGE };

const kindStatus: Record<ErrorKind, number> = {
  refused: 400,
  capacity: 409,
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  throttled: 429,
  oauth: 400,
  declined: 400,
  processing: 503,
  unavailable: 503,
};

// Fastify's own client errors, in our words (theirs mention internals such as content-type parsers).
const fastifyClientErrors: Record<string, LocalMessage> = {
  FST_ERR_CTP_INVALID_JSON_BODY: msg('http.invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('http.emptyJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('http.tooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('http.mediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('http.contentLength'),
  FST_ERR_BAD_URL: msg('http.badUrl'),
  FST_ERR_ASYNC_CONSTRAINT: msg('http.notRouted'),
};

// What Node's own HTTP parser refuses before Fastify sees a request (http/client-errors.ts): a head
// past its 16 KB, a request that did not arrive within the limits of http/edge-limits.ts. Any other
// parser error (HPE_…) is a request it could not read: 400.
const parserErrors: Record<string, { status: number; message: LocalMessage }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: msg('http.headersTooLarge') },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: msg('http.tooLarge') },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: msg('http.tooSlow') },
};

const statusSentences: Record<number, LocalMessage> = {
  400: msg('http.notUnderstood'),
  403: msg('error.forbidden'),
  404: msg('error.notFound'),
  405: msg('http.methodNotAllowed'),
  406: msg('http.notAcceptable'),
  413: msg('http.tooLarge'),
  415: msg('http.mediaType'),
  429: msg('error.throttled'),
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

/**
 * The single mapping from anything thrown to an HTTP answer, its sentences in the reader's language
 * (http/request-language.ts); the error handler only sends its result.
 */
export function toHttpError(err: unknown, language: Language = 'en'): HttpError {
  const say = (message: LocalMessage): string => render(message, language);
  if (isAppError(err)) {
    const status = kindStatus[err.kind];
    const text = say(err.localized);
    if (err.kind === 'refused' || err.kind === 'capacity' || err.kind === 'processing') {
      return {
        status,
        id: err.id,
        body: { success: false, errorMessage: text, result: null },
        unexpected: false,
      };
    }
    if (err.kind === 'declined') {
      const { type = 'card_error', clientSecret } = err.decline ?? {};
      const body: DeclineBody = {
        success: false,
        errorMessage: text,
        result: null,
        stripeErrorMessage: text,
        stripeErrorType: type,
        ...(clientSecret !== undefined ? { clientSecret } : {}),
      };
      return { status, id: err.id, body, unexpected: false };
    }
    if (err.kind === 'throttled') {
      return {
        status,
        id: err.id,
        body: { success: false, errorMessage: text, result: null, Message: text },
        unexpected: false,
      };
    }
    if (err.kind === 'oauth') {
      const error = err.id.slice(err.id.indexOf('.') + 1);
      const mfa = err.mfaToken === undefined ? {} : { mfa_token: err.mfaToken };
      return { status, id: err.id, body: { error, error_description: text, ...mfa }, unexpected: false };
    }
    // 401 never varies: it must not reveal why the credentials were refused.
    return message(status, err.id, err.kind === 'unauthenticated' ? UNAUTHENTICATED_MESSAGE : text);
  }

  if (isConnectionLost(err)) return message(503, 'database.unavailable', say(defaultMessages.unavailable));

  const e: ErrorLike = fieldsOf(err);

  // Schema validation (zod via fastify-type-provider-zod, or any other validator Fastify ran).
  if (Array.isArray(e.validation)) {
    const context = typeof e.validationContext === 'string' ? e.validationContext : undefined;
    return message(
      400,
      'request.invalid',
      // Fastify fills `validation` with its validator's issues (FastifySchemaValidationError), read as such.
      say(validationMessage(e.validation[0] as ValidationIssue | undefined, context)),
    );
  }

  const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const parser = code === undefined ? undefined : parserErrors[code];
  if (code !== undefined && parser !== undefined) return message(parser.status, code, say(parser.message));
  if (code?.startsWith('HPE_')) return message(400, code, say(msg('http.notUnderstood')));
  if (status === 401) return message(401, code ?? 'http.401', UNAUTHENTICATED_MESSAGE);
  if (status !== undefined && status >= 400 && status < 500) {
    const sentence =
      (code !== undefined ? fastifyClientErrors[code] : undefined) ??
      statusSentences[status] ??
      msg('http.notUnderstood');
    return message(status, code ?? `http.${status}`, say(sentence));
  }
  if (status === 503) return message(503, 'http.503', say(defaultMessages.unavailable));

  return { status: 500, id: 'internal', body: { Message: INTERNAL_ERROR_MESSAGE }, unexpected: true };
}

// What is wrong with the request itself, before any rule of the token's: said OAuth-style there.
const invalidRequestStatuses = new Set([400, 408, 413, 415, 431]);

/**
 * /api/token speaks OAuth even about a request it could not read (a bad body, one too large or of
 * another type): its client reads error_description, so these become invalid_request with the same
 * sentence and status.
 */
export function asOAuthError(mapped: HttpError): HttpError {
  if (!invalidRequestStatuses.has(mapped.status) || !('Message' in mapped.body)) return mapped;
  return { ...mapped, body: { error: 'invalid_request', error_description: mapped.body.Message } };
}
