import { use } from 'react';
import type { Language } from './language';
import type { LanguageChunk } from './language-chunk';
import { i18n, prepareEachLanguage } from './setup';
import { useLanguage } from './use-language';

type TextsModule = Promise<{ default: Record<string, unknown> }>;

/**
 * The texts only /reserve and the account pages use, a chunk per language (account/<language>.json):
 * a visitor who never signs in does not download them. Their keys sit beside the site's own
 * (reserve.*, licensePlatePage.*, …; no key is in both, a test checks it).
 */
const loaders: Record<Language, () => TextsModule> = {
  en: () => import('./account/en.json'),
  he: () => import('./account/he.json'),
};

/** Per language, the load under way or done (the page reads the same promise while it waits). */
const loads = new Map<Language, Promise<void>>();
const done = new WeakSet<Promise<void>>();
/** Texts a route's preload has fetched, not yet added. */
const arrived = new Map<Language, Record<string, unknown>>();
/** Once a page of the area has opened, a switch of language brings its texts in the new language too. */
let opened = false;

// Any key of the file tells it is in; the site's own texts hold no "reserve".
const isLoaded = (language: Language): boolean =>
  i18n.getResource(language, 'translation', 'reserve') !== undefined;

const add = (language: Language, texts: Record<string, unknown>) =>
  i18n.addResourceBundle(language, 'translation', texts, true, false);

/**
 * Starts the download of the account texts in `language`, for a route's preload. It may run before
 * i18next has started, so the page adds them (useAccountTexts), at once if they are here by then:
 * added first, they would make i18next take the language as loaded and never fetch the site's texts.
 */
function preloadAccountTexts(language: Language): Promise<unknown> {
  return loaders[language]().then((module) => arrived.set(language, module.default));
}

/** The account texts as a route fetches them with its page; the server links them on those pages. */
export const accountTexts: LanguageChunk = {
  preload: preloadAccountTexts,
  source: (language) => `src/i18n/account/${language}.json`,
};

/** Adds what a preload brought; called by the page, so the site's texts are in already. */
function addArrived(language: Language): void {
  const texts = arrived.get(language);
  if (!texts) return;
  arrived.delete(language);
  opened = true;
  if (!isLoaded(language)) add(language, texts);
}

/**
 * Adds the account texts in `language` to the site's texts. When they are there already: the load
 * that brought them (settled), or a settled promise.
 */
export function loadAccountTexts(language: Language): Promise<void> {
  opened = true;
  let loading = loads.get(language);
  if (isLoaded(language)) return loading ?? Promise.resolve();
  // A load done whose texts are gone (a test removed them) is made again.
  if (!loading || done.has(loading)) {
    const load = loaders[language]().then(
      (module) => {
        add(language, module.default);
        done.add(load);
      },
      (error: unknown) => {
        loads.delete(language); // a later visit tries again
        throw error;
      },
    );
    loads.set(language, load);
    loading = load;
  }
  return loading;
}

prepareEachLanguage((language) => (opened ? loadAccountTexts(language) : Promise.resolve()));

/**
 * The first line of /reserve and of each account page: it waits (suspends, the layout showing its
 * loader) until the account texts in the page's language are there; usually they are, the route's
 * preload having fetched them beside the page's code. A failed load is the route's error.
 */
export function useAccountTexts(): void {
  const language = useLanguage();
  // The server renders with texts of its own (server.ts), which hold these: it never waits.
  if (import.meta.env.SSR) return;
  addArrived(language);
  // Once a load has begun, every render reads its promise (settled or not): React replays a page that
  // waited and expects the same use() again. Texts already in otherwise need no use(): a promise read
  // inside a test's act() holds the render back even when it is settled.
  if (loads.has(language) || !isLoaded(language)) use(loadAccountTexts(language));
}
