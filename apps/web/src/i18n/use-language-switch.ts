import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';
import { changeLanguage } from './setup';

export { LANGUAGE_LABEL_KEYS } from './language-labels';

/**
 * The language shown as chosen, and a switch to another. The choice shows at once while the other
 * language's texts (a small chunk) arrive; `choose` answers the new language, or null when nothing changed.
 */
export function useLanguageSwitch() {
  const { i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [pending, setPending] = useState<Language | null>(null);
  const selected = pending ?? current;

  const choose = (value: string): Language | null => {
    if (!isLanguage(value) || value === selected) return null;
    setPending(value);
    changeLanguage(value)
      .catch((error: unknown) => console.error('Could not switch language.', error))
      .finally(() => setPending(null));
    return value;
  };
  return { selected, choose };
}
