import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitUntil } from '../../test/wait';
import { APP_TAKES_OVER, takeHandover } from '../app/handover';
import { APP_SCRIPTS_ID, forgetPreparedApp, prefetchApp, prepareApp, showApp } from './app-scripts';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: new URL(link.href).pathname,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

const listScripts = (value: unknown) => {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = APP_SCRIPTS_ID;
  list.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.body.append(list);
};

const listed = {
  entry: '/assets/index-1.js',
  scripts: ['/assets/index-1.js', '/assets/react-1.js', 'https://elsewhere.example/x.js'],
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  forgetPreparedApp();
  takeHandover();
  window.history.replaceState(null, '', '/');
});

describe("fetching the app's scripts ahead (decision 0068)", () => {
  it('asks once for each script the server listed, as the app will, and nothing off the site', async () => {
    listScripts(listed);
    prefetchApp();
    prefetchApp();
    // Asked a few at a time while the page is idle.
    await waitUntil(() => expect(prefetched()).toHaveLength(2));
    expect(prefetched()).toEqual([
      { href: '/assets/index-1.js', as: 'script', crossOrigin: '' },
      { href: '/assets/react-1.js', as: 'script', crossOrigin: '' },
    ]);
  });

  it('does nothing on a page without the list, or with a list it cannot read', async () => {
    prefetchApp();
    listScripts('not json');
    prefetchApp();
    listScripts({ entry: 'https://elsewhere.example/index.js', scripts: [] });
    prefetchApp();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetched()).toEqual([]);
  });
});

describe('handing her over to the app in place (decision 0070)', () => {
  /** The app's entry as main.tsx behaves: it takes the offer, gets ready, and draws once shown. */
  const app = () => {
    const drawn: string[] = [];
    const load = vi.fn(async () => {
      const handover = takeHandover();
      if (!handover) throw new Error('no handover offered');
      void handover.shown.then((target) => drawn.push(target));
    });
    return { drawn, load };
  };

  it('loads the entry once behind the page, and draws the view she goes on to without a page load', async () => {
    listScripts(listed);
    window.history.replaceState(null, '', '/reserve?view=reserve-date');
    const { drawn, load } = app();
    const standDown = vi.fn();
    document.addEventListener(APP_TAKES_OVER, standDown);
    prepareApp(document, load);
    prepareApp(document, load);
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-1.js');
    // Its scripts are fetched ahead with it.
    await waitUntil(() => expect(prefetched()).toHaveLength(2));
    expect(drawn).toEqual([]);
    const pageLoad = vi.fn();
    await showApp('?view=reserve-options', pageLoad);
    await Promise.resolve();
    expect(pageLoad).not.toHaveBeenCalled();
    expect(drawn).toEqual(['/reserve?view=reserve-options']);
    expect(standDown).toHaveBeenCalledOnce();
    // The app's router makes the history entry: the page's own address is left as it was.
    expect(window.location.search).toBe('?view=reserve-date');
    document.removeEventListener(APP_TAKES_OVER, standDown);
  });

  it('goes on by a page load when the app was not started, or could not load', async () => {
    listScripts(listed);
    window.history.replaceState(null, '', '/reserve?view=reserve-date');
    const pageLoad = vi.fn();
    await showApp('?view=reserve-start', pageLoad);
    expect(pageLoad).toHaveBeenLastCalledWith('/reserve?view=reserve-start');
    prepareApp(document, () => Promise.reject(new Error('offline')));
    await showApp('?view=reserve-options', pageLoad);
    expect(pageLoad).toHaveBeenLastCalledWith('/reserve?view=reserve-options');
    expect(window.location.search).toBe('?view=reserve-date');
  });

  it('goes on by a page load when the app says it cannot start', async () => {
    listScripts(listed);
    window.history.replaceState(null, '', '/reserve?view=reserve-date');
    prepareApp(document, async () => takeHandover()?.failed());
    const pageLoad = vi.fn();
    await showApp('?view=reserve-options', pageLoad);
    expect(pageLoad).toHaveBeenCalledWith('/reserve?view=reserve-options');
  });
});
