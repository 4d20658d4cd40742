import { vi } from 'vitest';

/** One request the app made, as a test reads it. */
export interface Call {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const DENIED = { Message: 'Authorization has been denied for this request.' };

/**
 * A fetch stub with handlers keyed "METHOD /path" (query ignored); anything else answers 404.
 * Every call is recorded, with its headers and body as text.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = init.body == null ? '' : String(init.body);
    const path = url.split('?')[0] ?? url;
    const call: Call = { method, url, path, headers, body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    return handler ? handler(call) : new Response('', { status: 404 });
  });
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { fetch, calls, callsTo };
}
