import { acceptedLanguage } from '@tevila/domain/accepted-language';
import { browserStorage } from '../api/local-cache';
import { LANGUAGE_COOKIE, writeSiteCookie } from '../api/site-cookie';

/** Languages of the site; en is the default (docs/product/site-and-staff.md §1). */
export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The chosen language is kept in localStorage under this key (docs/product/booking.md §9). */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

const languages: ReadonlySet<unknown> = new Set(LANGUAGES);

export const isLanguage = (value: unknown): value is Language => languages.has(value);

export const languageDir = (language: Language): 'ltr' | 'rtl' => (language === 'he' ? 'rtl' : 'ltr');

const LOCALES: Record<Language, string> = { en: 'en-US', he: 'he-IL' };

/** The locale its dates, times and numbers are written in (Intl's formats). */
export const localeOf = (language: Language): string => LOCALES[language];

export function readStoredLanguage(storage: Storage | null = browserStorage()): Language {
  return readLanguageChoice(storage) ?? DEFAULT_LANGUAGE;
}

/** The language she chose, or null when she never did (or storage is unavailable). */
export function readLanguageChoice(storage: Storage | null = browserStorage()): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The language a page starts in: her stored choice (docs/product/booking.md §9), else the one the server
 * drew the page in, else, for a page the server could not draw, her phone's languages read as the server
 * reads Accept-Language, else English.
 */
export function startLanguage(
  chosen: Language | null,
  served: Language | null,
  phoneLanguages: readonly string[],
): Language {
  return chosen ?? served ?? acceptedLanguage(phoneLanguages) ?? DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // ignore
  }
  // The same choice for the server, which renders her next page in it (decision 0017).
  writeSiteCookie(LANGUAGE_COOKIE, language);
}

/** html lang and dir follow the language; Mantine's DirectionProvider watches the dir attribute. */
export function applyDocumentLanguage(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = languageDir(language);
}
