import { describe, expect, it, vi } from 'vitest';
import { createInstallPromptStore, installMode, isIos, type InstallEnvironment } from './install-prompt';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ipadOs =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const env = (userAgent: string, extra: Partial<InstallEnvironment> = {}): InstallEnvironment => ({
  userAgent,
  maxTouchPoints: 0,
  standalone: false,
  ...extra,
});

/** A stand-in for Chromium's BeforeInstallPromptEvent. */
function promptEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('install mode', () => {
  it('iPhone, and iPadOS (a "Mac" with a touch screen), are iOS; a Mac without touch is not', () => {
    expect(isIos(env(iphone))).toBe(true);
    expect(isIos(env(ipadOs, { maxTouchPoints: 5 }))).toBe(true);
    expect(isIos(env(ipadOs))).toBe(false);
    expect(isIos(env(android))).toBe(false);
  });

  it('the browser prompt when offered, else the iOS steps, else general steps; nothing once installed', () => {
    expect(installMode(env(android), true)).toBe('prompt');
    expect(installMode(env(android), false)).toBe('manual');
    expect(installMode(env(iphone), false)).toBe('ios');
    expect(installMode(env(iphone, { standalone: true }), false)).toBe('installed');
    expect(installMode(env(android, { standalone: true }), true)).toBe('installed');
  });
});

describe('install prompt store', () => {
  it('keeps the browser event (and stops its own banner), tells subscribers', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target);
    const listener = vi.fn();
    store.subscribe(listener);
    const event = promptEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getEvent()).toBe(event);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('prompt() shows the browser prompt once and reports the choice', async () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target);
    expect(await store.prompt()).toBe('unavailable');
    const event = promptEvent('dismissed');
    target.dispatchEvent(event);
    expect(await store.prompt()).toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // An event can be used once: the next tap has nothing to show until the browser offers again.
    expect(store.getEvent()).toBeNull();
    expect(await store.prompt()).toBe('unavailable');
  });

  it('appinstalled drops the event and marks the app installed', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target);
    target.dispatchEvent(promptEvent());
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.getEvent()).toBeNull();
    expect(store.isInstalled()).toBe(true);
  });
});
