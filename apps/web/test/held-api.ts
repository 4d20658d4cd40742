import { vi } from 'vitest';

/** One request the app made, held until the test answers it. */
export interface HeldCall {
  method: string;
  path: string;
  url: string;
  authorization: string | null;
  /** Answers it (with the handler's answer); until then the app waits. */
  release: () => void;
}

/**
 * A fetch stub that records when each request starts and answers none of them until the test says
 * so (`releaseAll`): a page that asks for one thing only after another's answer never reaches its
 * later requests. Handlers are keyed "METHOD /path" (query ignored); anything else answers 404.
 */
export function heldApi(handlers: Record<string, () => Response>) {
  const calls: HeldCall[] = [];
  let answered = 0;
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    return new Promise<Response>((resolve) => {
      calls.push({
        method,
        path,
        url,
        authorization: new Headers(init.headers).get('Authorization'),
        release: () => {
          answered += 1;
          const handler = handlers[`${method} ${path}`];
          resolve(handler ? handler() : new Response('', { status: 404 }));
        },
      });
    });
  });
  const paths = () => calls.map((c) => `${c.method} ${c.path}`).sort();
  /** Answers every request held so far. */
  const releaseAll = () => calls.splice(0).forEach((call) => call.release());
  return { fetch, calls, paths, releaseAll, answered: () => answered };
}
