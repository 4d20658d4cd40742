import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { toHttpError } from './errors.ts';

/** Answers a GET that matched no route and is not under /api (the web app's client-side routes). */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

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
    const mapped = toHttpError(err);
    if (mapped.unexpected) request.log.error({ err }, 'request failed');
    else if (mapped.status >= 500) request.log.warn({ errorId: mapped.id, err }, 'request failed');
    else request.log.info({ errorId: mapped.id, status: mapped.status }, 'request refused');
    return reply.status(mapped.status).send(mapped.body);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && options.pageFallback) return options.pageFallback(request, reply);
    throw new AppError('route.not_found');
  });
}
