import { allEndpoints } from '@tevila/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { routeTableOf } from '../../../src/http/route-table.ts';
import { createTestApp } from '../../helpers/test-app.ts';

/** The API's routes: everything under /api/ but the document's own pages, and the server's own three. */
const isApi = (url: string): boolean =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) ||
  ['/healthz', '/readyz', '/meta.json'].includes(url);

const line = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

/**
 * docs/decisions/0072: the contract lists every endpoint, and the server registers its routes from it.
 * Both ways: a route the server serves that the contract does not list, or an endpoint of the contract
 * no route serves, fails here. Development tools are on, so their endpoints are served too.
 */
describe('the route table', () => {
  it("equals the contract's endpoints, method and path, both ways", async () => {
    const t = await createTestApp({ devTools: true });
    try {
      const served = routeTableOf(t.app)
        .filter((route) => route.method !== 'HEAD' && isApi(route.url))
        .map(line)
        .sort();
      const listed = allEndpoints.map(({ method, path }) => line({ method, url: path })).sort();
      expect(served.filter((route) => !listed.includes(route))).toEqual([]);
      expect(listed.filter((endpoint) => !served.includes(endpoint))).toEqual([]);
      expect(new Set(listed).size).toBe(listed.length);
    } finally {
      await t.close();
    }
  });
});
