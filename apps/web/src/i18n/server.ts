import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccount from './account/en.json';
import heAccount from './account/he.json';
import { enResources } from './en-resources';
import { heResources } from './he-resources';
import type { Language } from './language';

const resources = { en: enResources, he: heResources };
const accountResources = { en: enAccount, he: heAccount };

/** One language's texts, ready at once: the server renders pages in both languages side by side. */
export function createServerI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    resources: { [language]: { translation: resources[language] } },
    initAsync: false,
  });
  // The account pages' texts too: the server draws those pages only as a skeleton, but whatever it
  // draws reads as it will in the browser.
  instance.addResourceBundle(language, 'translation', accountResources[language], true, false);
  return instance;
}

/** The build-manifest name of a language's texts module, which the browser needs before hydrating. */
export const siteTextsSource = (language: Language): string => `src/i18n/${language}-resources.ts`;
