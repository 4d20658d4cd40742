import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { routeOf } from '../metrics/routes.ts';

/**
 * One line per request, and at info only when it matters (docs/operations.md Logs): a server error,
 * or an answer slower than SLOW_REQUEST_MS. The rest is at debug. Fastify's own two lines per request
 * are off (app.ts): ordinary use wrote thousands of them. Each line carries the request's id (reqId),
 * which every answer also sends back as x-request-id. The path is logged without its query, which may
 * hold a stream's ticket.
 */
export function registerRequestLog(app: FastifyInstance, config: Pick<Config, 'SLOW_REQUEST_MS'>): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      route: routeOf(request),
      status: reply.statusCode,
      ms,
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (ms >= config.SLOW_REQUEST_MS) request.log.info(line, 'slow request');
    else request.log.debug(line, 'request');
  });
}
