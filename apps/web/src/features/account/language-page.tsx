import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchUser } from '../../api/patch-user';
import { useSession } from '../../app/session-context';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../i18n/language';
import { changeLanguage } from '../../i18n/setup';
import { ErrorNotice } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import classes from './language-page.module.css';

/** Each language is named in itself, so it can be found whatever the current language is. */
const LANGUAGE_LABEL_KEYS = { en: 'language.en', he: 'language.he' } as const;

/**
 * /language: a radio list; choosing switches the site at once (and remembers it). Signed in, the
 * choice is also saved on her account (PATCH users/{id}, path language).
 */
export default function LanguagePage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const saveToAccount = usePatchUser();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // The choice shows at once, while the other language's texts (a small chunk) arrive.
  const [pending, setPending] = useState<Language | null>(null);

  const onChange = (value: string) => {
    if (!isLanguage(value) || value === (pending ?? current)) return;
    setPending(value);
    changeLanguage(value)
      .catch((error: unknown) => console.error('Could not switch language.', error))
      .finally(() => setPending(null));
    if (session.status === 'authorized' && session.session.userId) {
      saveToAccount.mutate({
        id: session.session.userId,
        operations: [{ op: 'add', path: 'language', value }],
      });
    }
  };

  return (
    <Page title={t('pages.language')}>
      <Radio.Group value={pending ?? current} onChange={onChange} label={t('language.legend')} size="md">
        <Stack gap="md" mt="sm">
          {LANGUAGES.map((language) => (
            <Radio
              key={language}
              value={language}
              classNames={{ radio: classes.radio, label: classes.label }}
              label={<span lang={language}>{t(LANGUAGE_LABEL_KEYS[language])}</span>}
            />
          ))}
        </Stack>
      </Radio.Group>
      {saveToAccount.isError ? (
        <div className={classes.saveError}>
          <ErrorNotice error={saveToAccount.error} />
        </div>
      ) : null}
    </Page>
  );
}
