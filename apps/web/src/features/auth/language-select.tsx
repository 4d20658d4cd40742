import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/language';
import { LANGUAGE_LABEL_KEYS, useLanguageSwitch } from '../../i18n/use-language-switch';

/** The login's language dropdown: switches the page at once and remembers the choice. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { selected, choose } = useLanguageSwitch();

  return (
    <NativeSelect
      label={t('login.language')}
      value={selected}
      onChange={(event) => choose(event.currentTarget.value)}
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
