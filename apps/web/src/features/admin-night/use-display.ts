import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/language';
import { formatLocalTime } from '../../ui/format';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** A time as the facility's wall clock ("7:30 PM" / "19:30"); '' for none. */
export function useTimeText(): (iso: string | null | undefined) => string {
  const language = useLanguage();
  return (iso) => formatLocalTime(iso, language);
}

/** Spec 001 §9: the phone shows as '+' followed by the username. */
export const phoneText = (userName: string): string => `+${userName}`;

/** "First Last" of an attendant. */
export const attendantName = (a: { firstName: string; lastName: string }): string =>
  `${a.firstName} ${a.lastName}`.trim();
