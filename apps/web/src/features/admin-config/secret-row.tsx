import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Badge, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAdminSetting, type AdminSetting } from './api/admin-settings';
import { useLanguage } from '../../i18n/use-language';
import { ConfirmModal } from '../../ui/confirm-modal';
import classes from './admin-config.module.css';
import { isSecretSet, settingRequest } from './setting-check';
import { SaveResult, SettingHint, settingName, useSettingSave } from './setting-parts';
import { SubmitForm } from './submit-form';
import { classNameProp } from '../../ui/class-name';

/**
 * A secret is write-only (docs/design.md §5): the page says whether it is set, takes a new value to replace
 * it (a Mantine form checked by the server's rules, setting-check), and removes it after a
 * confirmation. Its value never comes back to the browser.
 */
export function SecretRow({ setting, technical }: { setting: AdminSetting; technical: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = settingName(setting);
  const { save, saved, setSaved, retrying } = useSettingSave();
  const remove = useSaveAdminSetting();
  const form = useForm({
    initialValues: { draft: '' },
    validate: ({ draft }) => {
      const checked = settingRequest(setting.key, draft, language, name);
      if (!checked.ok) return { draft: checked.message };
      // The server takes "" (it removes the secret): replacing asks for a value, removing is below.
      return checked.body.value === '' ? { draft: t('admin.config.settings.secretEmpty') } : {};
    },
  });
  const [confirming, setConfirming] = useState(false);
  const set = isSecretSet(setting.value);
  const problem = form.errors.draft;

  const submit = form.onSubmit(({ draft }) => {
    const checked = settingRequest(setting.key, draft, language, name);
    if (!checked.ok) return;
    save.mutate(
      { key: setting.key, body: checked.body },
      {
        onSuccess: () => {
          form.setValues({ draft: '' });
          setSaved(true);
        },
      },
    );
  });

  return (
    <li className={classes.settingRow}>
      <SubmitForm className={classes.settingForm} onSubmit={retrying(submit)}>
        <div className={classes.settingField}>
          <TextInput
            type="password"
            autoComplete="new-password"
            dir="ltr"
            label={
              <>
                {name}{' '}
                <Badge
                  component="span"
                  variant="filled"
                  color={set ? 'var(--app-accent-strong)' : 'gray.8'}
                  {...classNameProp(classes.badge)}
                >
                  {set ? t('admin.config.settings.secretSet') : t('admin.config.settings.secretNotSet')}
                </Badge>
              </>
            }
            description={
              <SettingHint
                settingKey={setting.key}
                hint={setting.hint}
                extra={t('admin.config.settings.secretHint')}
                technical={technical}
              />
            }
            placeholder={t('admin.config.settings.secretPlaceholder')}
            value={form.values.draft}
            onChange={(e) => {
              form.setFieldValue('draft', e.currentTarget.value);
              setSaved(false);
            }}
            error={problem ? <span role="alert">{problem}</span> : undefined}
            disabled={save.isPending}
          />
        </div>
        <div className={classes.rowActions}>
          <Button
            type="submit"
            loading={save.isPending}
            aria-label={t('admin.config.settings.replaceKey', { key: name })}
          >
            {t('admin.config.settings.replace')}
          </Button>
          {set ? (
            <Button
              variant="subtle"
              color="red.9"
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
              aria-label={t('admin.config.settings.removeKey', { key: name })}
            >
              {t('admin.config.settings.remove')}
            </Button>
          ) : null}
        </div>
      </SubmitForm>
      <SaveResult error={save.error} saved={saved} />
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.config.settings.removeTitle', { key: name })}
        message={t('admin.config.settings.removeMessage')}
        confirmLabel={t('admin.config.settings.remove')}
        cancelLabel={t('admin.config.cancel')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(
            { key: setting.key, body: { value: '' } },
            {
              onSuccess: () => {
                setConfirming(false);
                setSaved(true);
              },
            },
          )
        }
      />
    </li>
  );
}
