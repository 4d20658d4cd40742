import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../errors.ts';
import { asOAuthError, toHttpError } from './errors.ts';

/** Answers a GET that matched no route and is not under /api (the web app's client-side routes). */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** The OAuth-style token endpoint (DESIGN §5), outside the /api/api base. */
export const TOKEN_PATH = '/api/token';

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The one place that turns errors into responses (DESIGN §3). Everything else throws; this sends.
 * Registered on the root instance so every plugin inherits it.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { pageFallback?: PageFallback } = {},
): void {
  app.setErrorHandler((err, request, reply) => {
    const path = request.url.split('?', 1)[0];
    const mapped = path === TOKEN_PATH ? asOAuthError(toHttpError(err)) : toHttpError(err);
    if (mapped.unexpected) request.log.error({ err }, 'request failed');
    else if (mapped.status >= 500) request.log.warn({ errorId: mapped.id, err }, 'request failed');
    else request.log.info({ errorId: mapped.id, status: mapped.status }, 'request refused');
    if (isAppError(err) && err.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(err.retryAfterSeconds));
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
  const mapped = toHttpError(err);
  request.log.info({ errorId: mapped.id, status: mapped.status }, 'request refused');
  void reply.status(mapped.status).send(mapped.body);
}
