import type { $ZodType } from 'zod/v4/core';
import type { Route } from '../route.ts';

/** What an endpoint reads and answers: each a zod schema the server validates and documents with. */
export interface EndpointSchemas {
  readonly params?: $ZodType;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /** Every status it answers, refusals included, with the body of each. */
  readonly answers: Readonly<Record<number, $ZodType>>;
}

/** One endpoint of the API: its route (method, path) and its schemas. */
export type Endpoint = Route & EndpointSchemas;

/** The endpoint of a route: the route's method and path, with what it reads and answers. */
export function endpoint<const R extends Route, const S extends EndpointSchemas>(
  route: R,
  schemas: S,
): R & S {
  return { ...route, ...schemas };
}
