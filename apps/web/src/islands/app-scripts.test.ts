import { afterEach, describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ID, prefetchApp } from './app-scripts';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: new URL(link.href).pathname,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("fetching the app's scripts ahead (decision 0068)", () => {
  it('asks once for each script the server listed, as the app will, and nothing off the site', () => {
    document.body.innerHTML = `<script type="application/json" id="${APP_SCRIPTS_ID}">["/assets/index-1.js","/assets/react-1.js","https://elsewhere.example/x.js"]</script>`;
    prefetchApp();
    prefetchApp();
    expect(prefetched()).toEqual([
      { href: '/assets/index-1.js', as: 'script', crossOrigin: '' },
      { href: '/assets/react-1.js', as: 'script', crossOrigin: '' },
    ]);
  });

  it('does nothing on a page without the list, or with a list it cannot read', () => {
    prefetchApp();
    document.body.innerHTML = `<script type="application/json" id="${APP_SCRIPTS_ID}">not json</script>`;
    prefetchApp();
    expect(prefetched()).toEqual([]);
  });
});
