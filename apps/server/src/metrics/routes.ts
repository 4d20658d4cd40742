import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { sameDigest, sha256 } from '../secrets.ts';

/** Whether the Authorization header is `Bearer <token>`, compared in constant time (of digests). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = bearerToken(header);
  return given !== undefined && sameDigest(sha256(given), sha256(token));
}

/**
 * GET /metrics serves this instance's figures (docs/operations.md Metrics) to a scraper holding
 * METRICS_TOKEN, and is not served at all without one. The requests are counted by
 * http/request-log.ts.
 */
export function registerMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'metrics'>): void {
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
