import type { Language } from '@tevila/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../errors.ts';
import { asOAuthError, toHttpError } from './errors.ts';
import type { HttpError } from './errors.ts';
import { requestLanguage } from './request-language.ts';

/** Answers a GET that matched no route and is not under /api (the web app's client-side routes). */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** The OAuth-style token endpoint (docs/design.md §5), outside the /api/api base. */
export const TOKEN_PATH = '/api/token';

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/** An answer in the shape of the path it answers: OAuth-style on /api/token, else as mapped. */
export function shapedFor(url: string, answer: HttpError): HttpError {
  return url.split('?', 1)[0] === TOKEN_PATH ? asOAuthError(answer) : answer;
}

/**
 * The one place that turns errors into responses (docs/design.md §3). Everything else throws; this sends.
 * Registered on the root instance so every plugin inherits it.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    pageFallback?: PageFallback;
    /** The reader's language, when it takes more than the request itself (her account's, by her token). */
    readerLanguage?: (request: FastifyRequest) => Promise<Language>;
  } = {},
): void {
  app.setErrorHandler(async (err, request, reply) => {
    let answer = toHttpError(err, requestLanguage(request));
    // Her account's language is looked up only for a refusal of her request: a 401's sentence never
    // varies, and a failure of ours (a lost database) must not wait on a session read.
    if (options.readerLanguage && answer.status >= 400 && answer.status < 500 && answer.status !== 401)
      answer = toHttpError(err, await options.readerLanguage(request));
    const mapped = shapedFor(request.url, answer);
    // Her connection is gone (she left, or was let go mid-request: http/edge-limits.ts): its reset is
    // not the database's, and nobody is there to read an answer.
    if (request.raw.socket?.destroyed === true) request.log.debug({ err }, 'request abandoned');
    else if (mapped.unexpected) request.log.error({ err }, 'request failed');
    else if (mapped.status >= 500) request.log.warn({ errorId: mapped.id, err }, 'request failed');
    else request.log.debug({ errorId: mapped.id, status: mapped.status }, 'request refused');
    if (isAppError(err) && err.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(err.retryAfterSeconds));
    varyByLanguage(reply);
    return reply.status(mapped.status).send(mapped.body);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && options.pageFallback) return options.pageFallback(request, reply);
    throw new AppError('route.not_found');
  });
}

/**
 * Errors Fastify raises before a route is found (a malformed URL such as /api/api/users/%ZZ, a bad
 * content type): passed to Fastify({ frameworkErrors }), so they get the same mapping and shapes.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Before routing there is no session to read: the header's language, else English.
  const mapped = shapedFor(request.url, toHttpError(err, requestLanguage(request)));
  request.log.debug({ errorId: mapped.id, status: mapped.status }, 'request refused');
  varyByLanguage(reply);
  void reply.status(mapped.status).send(mapped.body);
}

/** An error's sentence depends on Accept-Language: no shared cache may hand one reader's to another. */
function varyByLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (!list.some((v) => v === '*' || v.toLowerCase() === 'accept-language'))
    reply.header('vary', [...list, 'Accept-Language'].join(', '));
}
