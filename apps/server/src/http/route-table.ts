import type { FastifyInstance } from 'fastify';

/** A route as the server serves it: its method and URL (':name' for a parameter). */
export interface ServedRoute {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, ServedRoute[]>();

/**
 * Records every route the app registers from here on, so the route table can be read back and held
 * equal to the contract's list (test/integration/http/route-table.test.ts).
 */
export function recordRouteTable(app: FastifyInstance): void {
  const table: ServedRoute[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url });
  });
}

/** The routes the app serves, in the order they were registered. */
export function routeTableOf(app: FastifyInstance): readonly ServedRoute[] {
  return tables.get(app) ?? [];
}
