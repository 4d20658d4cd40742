import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { enResources as en, heResources as he } from '../src/i18n/resources';
import { initI18n, i18n } from '../src/i18n/setup';
import { jsonFetch } from './render';

// Lazy pages load their chunk on first render; on a busy 2-core CI machine that can take over the
// default second, which would fail a test for slowness, not for what it checks.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Mantine and the router use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// A browser counts http://localhost as a secure context (the ALTCHA widget requires one); jsdom does not.
Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });

beforeAll(async () => {
  if (!i18n.isInitialized) {
    await initI18n({ language: 'en', resources: { en: { translation: en }, he: { translation: he } } });
  }
});

// No test reaches a network: unknown URLs answer 404 unless a test stubs fetch itself.
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(jsonFetch({})));
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});
