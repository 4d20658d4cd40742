import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { allResources } from '../src/i18n/resources';
import { initI18n, i18n } from '../src/i18n/setup';
import { jsonFetch } from './render';

// Lazy pages load their chunk on first render; on a busy 2-core CI machine that can take over the
// default second, which would fail a test for slowness, not for what it checks.
configure({ asyncUtilTimeout: 20_000 });

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
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom has <dialog> without its modal methods: showModal, close and Escape as a browser has them.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const dialog = [...document.querySelectorAll('dialog[open]')].at(-1) as HTMLDialogElement | undefined;
    if (event.key !== 'Escape' || !dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
// A browser counts http://localhost as a secure context (the ALTCHA widget requires one); jsdom does not.
Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });

beforeAll(async () => {
  if (!i18n.isInitialized) {
    // Every text at once, the staff screens' too: a test renders a screen without its chunks.
    await initI18n({ language: 'en', resources: allResources });
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
