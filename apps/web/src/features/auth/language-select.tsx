import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../i18n/language';
import { changeLanguage } from '../../i18n/setup';

/** Each language is named in itself, so it can be found whatever the page's language is. */
const LANGUAGE_LABEL_KEYS = { en: 'language.en', he: 'language.he' } as const;

/** The login's language dropdown: switches the page at once and remembers the choice. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [pending, setPending] = useState<Language | null>(null);

  const onChange = (value: string) => {
    if (!isLanguage(value) || value === (pending ?? current)) return;
    setPending(value);
    changeLanguage(value)
      .catch((error: unknown) => console.error('Could not switch language.', error))
      .finally(() => setPending(null));
  };

  return (
    <NativeSelect
      label={t('login.language')}
      value={pending ?? current}
      onChange={(event) => onChange(event.currentTarget.value)}
      size="md"
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(LANGUAGE_LABEL_KEYS[language])}
        </option>
      ))}
    </NativeSelect>
  );
}
