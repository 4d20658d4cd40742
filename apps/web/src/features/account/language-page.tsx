import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePatchUser } from './api/patch-user';
import { useSession } from '../../shared/session-context';
import { LANGUAGES } from '../../i18n/language';
import { LANGUAGE_LABEL_KEYS, useLanguageSwitch } from '../../i18n/use-language-switch';
import { ErrorNotice } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import classes from './language-page.module.css';
import { partClassNames } from '../../ui/class-name';

/**
 * /language: a radio list; choosing switches the site at once (and remembers it). Signed in, the
 * choice is also saved on her account (PATCH users/{id}, path language).
 */
export default function LanguagePage() {
  const { t } = useTranslation();
  const session = useSession();
  const saveToAccount = usePatchUser();
  const { selected, choose } = useLanguageSwitch();

  const onChange = (value: string) => {
    const chosen = choose(value);
    if (chosen && session.status === 'authorized' && session.session.userId) {
      saveToAccount.mutate({
        id: session.session.userId,
        operations: [{ op: 'add', path: 'language', value: chosen }],
      });
    }
  };

  return (
    <Page title={t('pages.language')}>
      <Radio.Group value={selected} onChange={onChange} label={t('language.legend')} size="md">
        <Stack gap="md" mt="sm">
          {LANGUAGES.map((language) => (
            <Radio
              key={language}
              value={language}
              classNames={partClassNames({ radio: classes.radio, label: classes.label })}
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
