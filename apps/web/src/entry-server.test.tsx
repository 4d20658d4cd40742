import { use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../test/fake-api';
import { leftToTheBrowser, render, setApiFetch } from './entry-server';

// The page's VM context (jsdom) lacks the web stream React's prerender writes to; Node has it.
await vi.hoisted(async () => {
  // Named at run time: the web app's types know no Node modules.
  const name = 'node:stream/web';
  const streams = (await import(/* @vite-ignore */ name)) as { ReadableStream: typeof ReadableStream };
  globalThis.ReadableStream ??= streams.ReadableStream;
});

/*
 * A render made slow on purpose: the about page waits on a gate the test opens. A render that does
 * not finish in time must say so rather than hand back the layout's "Loading…" fallback (which the
 * server would send, and keep, in place of the page).
 */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const state = { promise: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
  return state;
});

vi.mock('./features/info/about-page', () => ({
  default: function SlowAboutPage() {
    use(gate.promise);
    return <h1>About, at last</h1>;
  },
}));

setApiFetch(async (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  return url.startsWith('/api/api/settings') ? json([]) : new Response('', { status: 404 });
});

describe('rendering a page on the server', () => {
  it('says the render did not finish, rather than giving the fallback, and finishes once the page can', async () => {
    const slow = await render({ url: '/about', language: 'en', signedIn: false, timeoutMs: 200 });
    expect(slow).toEqual({ unfinished: true });

    gate.open();
    const done = await render({ url: '/about', language: 'he', signedIn: false, timeoutMs: 10_000 });
    expect('html' in done && done.html).toContain('About, at last');
    expect('html' in done && leftToTheBrowser(done.html)).toBe(false);
    // No inline script of React's to move content in later: the policy would refuse it.
    expect('html' in done && done.html).not.toContain('<script');
  });

  it("tells a finished page from one with a part left pending or to the browser's script", () => {
    expect(leftToTheBrowser('<main><!--$--><h1>Hours</h1><!--/$--></main>')).toBe(false);
    expect(
      leftToTheBrowser('<main><!--$?--><template id="B:0"></template><p>Loading…</p><!--/$--></main>'),
    ).toBe(true);
    expect(leftToTheBrowser('<main><!--$!--><template data-dgst="x"></template><!--/$--></main>')).toBe(true);
  });
});
