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
 * Long words of one page (the home page's sections), a module per language, `<base>.<language>.ts`
 * beside the page: a visitor downloads the language she reads, not both.
 */
export function languageContent<T>(
  base: string,
  loaders: Record<Language, () => Promise<{ default: T }>>,
): LanguageContent<T> {
  const loads = new Map<Language, Promise<T>>();
  const preload = (language: Language): Promise<T> => {
    let load = loads.get(language);
    if (!load) {
      const started: Promise<T> & { status?: string; value?: T } = loaders[language]().then(
        (module) => {
          // Marked as React marks a promise it has read: use() then returns the value at once, so a
          // page whose words came with its code hydrates without waiting.
          started.status = 'fulfilled';
          started.value = module.default;
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
    source: (language) => `src/${base}.${language}.ts`,
    useContent: () => use(preload(useLanguage())),
  };
}
