import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * The route's pattern, never its values (ids, tickets): a label per route, not per reservation. The
 * site's pages are answered where no route matched: one label for them all.
 */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'unmatched' : 'web page');
}

/**
 * What every answered request leaves behind, in one hook on the root instance (before the routes, so
 * it sees them all): its count and time in the metrics (docs/operations.md Metrics), and one log line,
 * at info only when it matters (docs/operations.md Logs): a server error, or an answer slower than
 * SLOW_REQUEST_MS. The rest is at debug. Fastify's own two lines per request are off (app.ts): ordinary
 * use wrote thousands of them. Each line carries the request's id (reqId), which every answer also
 * sends back as x-request-id. The path is logged without its query, which may hold a stream's ticket.
 */
export function registerRequestRecords(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'config' | 'metrics'>,
): void {
  // Calls back rather than returning a promise, as every hook of each request does (facility-hosts.ts).
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const ms = reply.elapsedTime;
    ctx.metrics.request(request.method, route, reply.statusCode, ms / 1000);
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      route,
      status: reply.statusCode,
      ms: Math.round(ms),
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (ms >= ctx.config.SLOW_REQUEST_MS) request.log.info(line, 'slow request');
    else request.log.debug(line, 'request');
    done();
  });
}
