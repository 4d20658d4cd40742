import { APP_TAKES_OVER, offerHandover } from '../app/handover';

/** The id of the list the server writes on a page that hands over to the app (apps/server page-html.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';

/** That list: the app's entry and every script it will run, all of the site's own. */
interface AppScripts {
  entry: string;
  scripts: string[];
}

const ownScript = (href: unknown): href is string => typeof href === 'string' && href.startsWith('/assets/');

function readAppScripts(doc: Document): AppScripts | null {
  const list = doc.getElementById(APP_SCRIPTS_ID);
  if (!list) return null;
  try {
    // The server wrote this list into the page; each field is checked below.
    const value = JSON.parse(list.textContent ?? 'null') as Partial<AppScripts> | null;
    if (!value || !ownScript(value.entry) || !Array.isArray(value.scripts)) return null;
    return { entry: value.entry, scripts: value.scripts.filter(ownScript) };
  } catch {
    return null;
  }
}

let fetchedAhead = false;

/** Runs `work` when the browser is idle. */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 1);
}

/** How many requests one idle moment starts: a few milliseconds of a slow phone's time, however idle. */
const ASKED_AT_ONCE = 4;

/**
 * Fetches ahead, once, the app's scripts the server listed on this page (decisions 0068, 0070), into
 * the browser's cache: the app then starts from there when she goes on. Each request costs the page
 * a moment of its own (some 2 ms on a 4× slowed phone, sixty of them), so they are asked a few at a
 * time while the browser is idle, never in one long task that would hold her tap.
 */
export function prefetchApp(doc: Document = document): void {
  if (fetchedAhead) return;
  const scripts = readAppScripts(doc)?.scripts;
  if (!scripts) return;
  fetchedAhead = true;
  const waiting = [...scripts];
  const askSome = () => {
    for (const href of waiting.splice(0, ASKED_AT_ONCE)) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.setAttribute('as', 'script');
      // As the app's module scripts are asked for, so that they are found in the cache.
      link.setAttribute('crossorigin', '');
      link.href = href;
      doc.head.append(link);
    }
    if (waiting.length > 0) whenIdle(askSome);
  };
  whenIdle(askSome);
}

/** A phone that asked to save data fetches nothing she has not asked for. */
const savesData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Once the page is quiet, fetches the app's scripts ahead: she came to book, and the next view is
 * the app's. Not on a phone saving data, where they are fetched when she chooses (prepareApp).
 */
export function prefetchAppWhenIdle(doc: Document = document): void {
  if (savesData()) return;
  if (doc.readyState === 'complete') prefetchApp(doc);
  else window.addEventListener('load', () => prefetchApp(doc), { once: true });
}

interface Prepared {
  /** Whether the app's entry loaded and is waiting for her. */
  loaded: Promise<boolean>;
  /** Tells the waiting app where she goes on to. */
  show: (target: string) => void;
  /** Where she went on to, once she did. */
  target: string | null;
  /** The app said it cannot start. */
  broken: boolean;
}

let prepared: Prepared | null = null;

/** Forgets what this page fetched and started (for tests, which do it more than once). */
export function forgetPreparedApp(): void {
  fetchedAhead = false;
  prepared = null;
}

/**
 * Starts the app behind the page, once (decision 0070): its entry loads and readies the app, which
 * draws nothing until showApp. Asked when she shows where she goes (a night chosen).
 */
export function prepareApp(
  doc: Document = document,
  load: (entry: string) => Promise<unknown> = (entry) => import(/* @vite-ignore */ entry),
): void {
  if (prepared) return;
  const scripts = readAppScripts(doc);
  if (!scripts) return;
  prefetchApp(doc);
  let show: (target: string) => void = () => undefined;
  const shown = new Promise<string>((resolve) => (show = resolve));
  const state: Prepared = { loaded: Promise.resolve(false), show, target: null, broken: false };
  offerHandover({
    shown,
    failed: () => {
      state.broken = true;
      // Already on her way: the view she went on to is loaded as a page, which the server draws.
      if (state.target !== null) window.location.assign(state.target);
    },
  });
  // Offered before the entry loads: the app takes the offer as its first step.
  state.loaded = load(scripts.entry).then(
    () => true,
    () => false,
  );
  prepared = state;
}

/**
 * Goes on to `search` of this page, drawn by the app: in place when it was started behind the page,
 * otherwise by a page load of that address (the server draws it with the app).
 */
export async function showApp(
  search: string,
  pageLoad: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const target = `${window.location.pathname}${search}`;
  const app = prepared;
  if (!app || !(await app.loaded) || app.broken) {
    pageLoad(target);
    return;
  }
  if (app.target !== null) return;
  app.target = target;
  document.dispatchEvent(new Event(APP_TAKES_OVER));
  app.show(target);
}
