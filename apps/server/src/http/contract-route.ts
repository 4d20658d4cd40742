import type { Endpoint } from '@tevila/contract/endpoints';
import type { FastifyInstance } from 'fastify';

/** What the OpenAPI document says of a route beyond its schemas: the server's words, not the contract's. */
export interface RouteDocs {
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly hide?: boolean;
  /** The media types its body may come in, when not JSON (a multipart upload). */
  readonly consumes?: readonly string[];
}

type Present<E, K extends string, As extends string> = E extends { readonly [P in K]: infer S }
  ? { [P in As]: S }
  : unknown;

/** The Fastify schema of an endpoint: its contract's schemas under Fastify's names, and the docs. */
export type RouteSchema<E extends Endpoint, D extends RouteDocs> = Present<E, 'params', 'params'> &
  Present<E, 'query', 'querystring'> &
  Present<E, 'body', 'body'> & { response: E['answers'] } & D;

/**
 * A route's method, URL and schema, from its contract (docs/decisions/0072): spread into app.route with
 * the route's own preHandler and handler. The URL is the contract's path under the plugin's prefix, so
 * an endpoint is registered where the contract says or not at all.
 */
export function served<const E extends Endpoint, const D extends RouteDocs>(
  app: FastifyInstance,
  endpoint: E,
  docs: D,
): { method: E['method']; url: string; schema: RouteSchema<E, D> } {
  if (!endpoint.path.startsWith(app.prefix))
    throw new Error(`${endpoint.method} ${endpoint.path} is not under the prefix ${app.prefix}`);
  const { params, query, body, answers } = endpoint;
  const schema = {
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    response: answers,
    ...docs,
  };
  // The object built above is RouteSchema<E, D>; TypeScript cannot follow the conditional spreads.
  return {
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    schema: schema as RouteSchema<E, D>,
  };
}
