import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './language';

/**
 * Each language's texts are their own chunk, loaded on demand: a visitor downloads only the
 * language she reads. en.json and he.json hold the same keys (a unit test checks it).
 */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./en-resources').then((m) => ({ default: m.enResources })),
  he: () => import('./he-resources').then((m) => ({ default: m.heResources })),
};

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = isLanguage(language) ? loaders[language] : loaders[DEFAULT_LANGUAGE];
    load().then(
      (module) => callback(null, module.default),
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

/** Switches the language at once, remembers it and flips the page direction. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

export { i18n };
