/** The HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where an endpoint is: its method and its path from the site's root, ':name' for a parameter. The
 * light half of an endpoint (endpoint.ts): the web builds its calls from it without loading any schema.
 */
export interface Route {
  readonly method: HttpMethod;
  readonly path: string;
}

/** The parameters a path names: '/api/api/users/:id/roles/:role' → 'id' | 'role'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query value; null and undefined are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of a route: each ':name' replaced by its value (encoded), then the query in the order given.
 * urlOf(reservationRoutes.reservation, { id }) → '/api/api/reservations/R-1'.
 */
export function urlOf<R extends Route>(
  route: R,
  params: Readonly<Record<ParamNames<R['path']>, string | number>>,
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const values = params as Readonly<Record<string, string | number>>; // the path's own names, typed above
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(query).filter(
    (pair): pair is [string, string | number | boolean] => pair[1] != null,
  );
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
}
