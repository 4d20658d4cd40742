import type { User } from '@tevila/contract';
import { isLanguage, type Language } from '../../i18n/language';

/** The site's language her account names ("he-IL" → he), or null when it names none of them. */
export function accountLanguageOf(user: Pick<User, 'language'>): Language | null {
  const language = typeof user.language === 'string' ? user.language.toLowerCase().split(/[-_]/)[0] : null;
  return isLanguage(language) ? language : null;
}
