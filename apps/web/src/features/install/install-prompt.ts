/**
 * Add to Home Screen (docs/product/site-and-staff.md §2 Menus). Chromium browsers fire `beforeinstallprompt` when the
 * site can be installed; we keep that event so the menu item can show the browser's own prompt
 * later. iOS Safari has no such event: there the menu item explains Share → Add to Home Screen.
 */

/** The part of Chromium's BeforeInstallPromptEvent we use (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the menu item does: the browser's prompt, the iOS instructions, general instructions, or nothing. */
export type InstallMode = 'prompt' | 'ios' | 'manual' | 'installed';

export interface InstallEnvironment {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS reports itself as a Mac, but a Mac has no touch screen. */
  maxTouchPoints: number;
  /** Already running from the home screen (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
}

export function isIos({
  userAgent,
  maxTouchPoints,
}: Pick<InstallEnvironment, 'userAgent' | 'maxTouchPoints'>) {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function installMode(environment: InstallEnvironment, hasPrompt: boolean): InstallMode {
  if (environment.standalone) return 'installed';
  if (hasPrompt) return 'prompt';
  return isIos(environment) ? 'ios' : 'manual';
}

export interface InstallPromptStore {
  /** The kept event, or null when the browser has not offered one (or it was used). */
  getEvent(): InstallPromptEvent | null;
  /** True once the app was installed during this visit. */
  isInstalled(): boolean;
  subscribe(listener: () => void): () => void;
  /** Shows the browser's prompt; an event can be used once, so it is dropped afterwards. */
  prompt(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

/** Listens on `target` (the window) for the install events and keeps the last prompt. */
export function createInstallPromptStore(target: EventTarget): InstallPromptStore {
  let event: InstallPromptEvent | null = null;
  let installed = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  target.addEventListener('beforeinstallprompt', (raw) => {
    // Without preventDefault some browsers show their own mini banner at a moment we did not choose.
    raw.preventDefault();
    event = raw as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    event = null;
    installed = true;
    notify();
  });

  return {
    getEvent: () => event,
    isInstalled: () => installed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async prompt() {
      const current = event;
      if (!current) return 'unavailable';
      event = null;
      notify();
      await current.prompt();
      const { outcome } = await current.userChoice;
      return outcome;
    },
  };
}

/**
 * The app's one store, listening from the moment the layout's code loads: the browser may fire the
 * event before the menu is first drawn.
 */
export const installPromptStore: InstallPromptStore | null =
  typeof window === 'undefined' ? null : createInstallPromptStore(window);

export function readEnvironment(): InstallEnvironment {
  // Safari's own navigator.standalone is not in the DOM's types.
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone =
    nav.standalone === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
  return { userAgent: nav.userAgent, maxTouchPoints: nav.maxTouchPoints ?? 0, standalone };
}
