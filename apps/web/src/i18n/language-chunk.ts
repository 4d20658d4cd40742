import { use } from 'react';
import type { Language } from './language';
import { useLanguage } from './use-language';

/** Something a page needs in its language, in a chunk per language: its route fetches it with the page. */
export interface LanguageChunk {
  /** Starts the download in `language` (a route's preload; may run before the app starts). */
  preload: (language: Language) => Promise<unknown>;
  /** Its build-manifest name in `language`: the server links it on the pages rendered with it. */
  source: (language: Language) => string;
}

export interface LanguageContent<T> extends LanguageChunk {
  /** The content in the page's language; waits (suspends) the first time it is needed in a language. */
  useContent: () => T;
}

/**
 * The words of one page (the home page's sections, an article, a device's screen), a JSON catalogue
 * per language, `<base>.<language>.json` beside the page, of the shape `T` both languages must fit: a
 * visitor downloads the language she reads, not both, with the page's own chunk.
 */
export function languageContent<T>(
  base: string,
  loaders: Record<Language, () => Promise<{ default: T }>>,
): LanguageContent<T> {
  const loads = new Map<Language, Promise<T>>();
  /** The words of each language once they are here. */
  const arrived = new Map<Language, T>();
  /** The languages a page has waited for: React replays it and expects the same use() again. */
  const waited = new Set<Language>();
  const preload = (language: Language): Promise<T> => {
    let load = loads.get(language);
    if (!load) {
      const started: Promise<T> & { status?: string; value?: T } = loaders[language]().then(
        (module) => {
          // Marked as React marks a promise it has read: use() then returns the value at once, so a
          // page whose words came with its code hydrates without waiting.
          started.status = 'fulfilled';
          started.value = module.default;
          arrived.set(language, module.default);
          return module.default;
        },
        (error: unknown) => {
          loads.delete(language); // a later visit tries again
          throw error;
        },
      );
      load = started;
      loads.set(language, load);
    }
    return load;
  };
  return {
    preload,
    source: (language) => `src/${base}.${language}.json`,
    useContent: () => {
      const language = useLanguage();
      const load = preload(language);
      // Words already here need no use(): a promise read inside a test's act() holds the render
      // back even when it is settled (as account-texts.ts found).
      const words = arrived.get(language);
      if (words !== undefined && !waited.has(language)) return words;
      waited.add(language);
      return use(load);
    },
  };
}
