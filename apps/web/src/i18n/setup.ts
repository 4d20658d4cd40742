import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerPageLanguage } from '../api/http';
import {
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './language';
import { loadSiteTexts } from './site-texts';

/**
 * Each language's texts are their own chunk, loaded on demand: a visitor downloads only the
 * language she reads, and only the site's texts (a staff screen adds its area's: staff-texts.ts).
 * en.json and he.json hold the same keys (a unit test checks it).
 */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    loadSiteTexts(isLanguage(language) ? language : DEFAULT_LANGUAGE).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export interface InitOptions {
  language?: Language;
  /** Bundled resources (tests): no backend, synchronous init. */
  resources?: Resource;
}

export async function initI18n(options: InitOptions = {}): Promise<typeof i18n> {
  const language = options.language ?? readStoredLanguage();
  const instance = options.resources ? i18n : i18n.use(chunkBackend);
  await instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    // Both files hold every key (checked by a test), so no fallback language is downloaded.
    fallbackLng: false,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    ...(options.resources ? { resources: options.resources, initAsync: false } : {}),
  });
  return instance;
}

/** Loads texts that come beside the site's own (a staff area's) in a language about to be shown. */
export type LanguagePreparer = (language: Language) => Promise<unknown>;
const preparers = new Set<LanguagePreparer>();

/** `prepare` runs, after the site's texts of the new language are in, before each switch to it. */
export function prepareEachLanguage(prepare: LanguagePreparer): void {
  preparers.add(prepare);
}

/** Switches the language at once, remembers it and flips the page direction. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  // Every text of the new language first, so no screen shows a key or a loader in between.
  await i18n.loadLanguages(language);
  const prepared = await Promise.allSettled([...preparers].map((prepare) => prepare(language)));
  for (const result of prepared) {
    if (result.status === 'rejected') console.error('Texts failed to load.', result.reason);
  }
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

// The API's calls say the page's language as the texts know it, even mid-switch.
registerPageLanguage(() => (i18n.isInitialized ? (i18n.resolvedLanguage ?? i18n.language) : undefined));

export { i18n };
