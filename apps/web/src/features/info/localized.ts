import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/language';

/**
 * Long texts (articles, posts, the home page's sections) live next to their page, one object per
 * language of the same type, so the compiler keeps the two languages in step and the words arrive
 * with the page's own chunk instead of every visitor's translation file.
 */
export type Localized<T> = Record<Language, T>;

export function useLocalized<T>(content: Localized<T>): T {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return content[language];
}
