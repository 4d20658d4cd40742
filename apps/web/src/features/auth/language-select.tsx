import clsx from 'clsx';
import { isLanguage, LANGUAGES } from '../../i18n/language';
import { LANGUAGE_LABEL_KEYS } from '../../i18n/language-labels';
import { useText } from '../../islands/island-texts';
import { LabelledField } from '../../ui/form-fields';
import formFields from '../../ui/form-fields.module.css';
import type { LoginHost } from './login-host';

/** The login's language dropdown: switches the page at once and remembers the choice. */
export function LanguageSelect({ host }: { host: LoginHost }) {
  const text = useText();
  return (
    <LabelledField id="login-language" label={text('login.language')} problem={null}>
      {({ required: _required, className, ...control }) => (
        <select
          {...control}
          className={clsx(className, formFields.select)}
          value={host.language}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) host.chooseLanguage(value);
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {text(LANGUAGE_LABEL_KEYS[language])}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
