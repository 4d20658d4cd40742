import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * The route's pattern, never its values (ids, tickets): a label per route, not per reservation. The
 * site's pages are answered where no route matched: one label for them all.
 */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'unmatched' : 'web page');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Every answered request is counted and timed by its route (docs/operations.md Metrics); GET /metrics
 * serves the figures to a scraper holding METRICS_TOKEN, and is not served at all without one. On the
 * root instance, before the routes, so the hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'metrics'>): void {
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.request(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
  });
  const token = ctx.config.METRICS_TOKEN;
  if (token === undefined) return;
  ctx.metrics.collectProcessMetrics();
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary:
          "This instance's metrics, in the Prometheus text format (Authorization: Bearer METRICS_TOKEN)",
      },
    },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) throw new AppError('auth.required');
      reply.header('content-type', ctx.metrics.contentType).header('cache-control', 'no-store');
      return ctx.metrics.text();
    },
  );
}
