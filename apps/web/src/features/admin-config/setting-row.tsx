import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSetting } from './api/admin-settings';
import { useLanguage } from '../../i18n/use-language';
import classes from './admin-config.module.css';
import { settingRequest } from './setting-check';
import { SettingInput } from './setting-input';
import { SaveResult, SettingHint, settingName, useSettingSave } from './setting-parts';
import { SubmitForm } from './submit-form';
import { SecretRow } from './secret-row';

interface RowProps {
  setting: AdminSetting;
  /** Whether she asked for the technical names: the key then shows under the name. */
  technical: boolean;
}

/**
 * One setting: its field, hint and the value before its last change (once it has one), saved on its
 * own (PUT settings/admin/{key}). A Mantine form checks the value by the server's rules first
 * (setting-check); a refusal shows the server's words.
 */
export function SettingRow({ setting, technical }: RowProps) {
  if (setting.secret) return <SecretRow setting={setting} technical={technical} />;
  return <ValueRow setting={setting} technical={technical} />;
}

function ValueRow({ setting, technical }: RowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { save, saved, setSaved, retrying } = useSettingSave();
  const name = settingName(setting);
  // draft null: untouched, the field shows the saved value.
  const form = useForm<{ draft: string | null }>({
    initialValues: { draft: null },
    validate: ({ draft }) => {
      const checked = settingRequest(setting.key, draft ?? setting.value, language, name);
      return checked.ok ? {} : { draft: checked.message };
    },
  });
  const statusId = useId();
  const { draft } = form.values;
  const value = draft ?? setting.value;
  const changed = draft !== null && draft !== setting.value;
  const problem = form.errors.draft;

  const submit = form.onSubmit(() => {
    const checked = settingRequest(setting.key, value, language, name);
    if (!checked.ok) return;
    save.mutate(
      { key: setting.key, body: checked.body },
      {
        onSuccess: () => {
          form.setValues({ draft: null });
          setSaved(true);
        },
      },
    );
  });

  const description = (
    <SettingHint
      settingKey={setting.key}
      hint={setting.hint}
      extra={setting.type === 'hour' ? t('admin.config.settings.hourHint') : null}
      technical={technical}
    />
  );

  return (
    <li className={classes.settingRow}>
      <SubmitForm className={classes.settingForm} onSubmit={retrying(submit)}>
        <div className={classes.settingField}>
          <SettingInput
            settingKey={setting.key}
            label={name}
            type={setting.type}
            value={value}
            onChange={(next) => {
              form.setFieldValue('draft', next);
              setSaved(false);
            }}
            description={description}
            error={problem ? <span role="alert">{problem}</span> : undefined}
            disabled={save.isPending}
          />
        </div>
        <Button
          type="submit"
          variant={changed ? 'filled' : 'light'}
          loading={save.isPending}
          aria-label={t('admin.config.settings.saveKey', { key: name })}
          aria-describedby={statusId}
        >
          {t('admin.config.settings.save')}
        </Button>
      </SubmitForm>
      {setting.prevValue === null ? null : (
        <p className={classes.previous}>
          {t('admin.config.settings.previous')}{' '}
          <PreviousValue type={setting.type} value={setting.prevValue} />
        </p>
      )}
      <SaveResult error={save.error} saved={saved} id={statusId} />
    </li>
  );
}

/** The value before the last change as she would have set it: a switch on or off, empty, or as typed. */
function PreviousValue({ type, value }: { type: string; value: string }) {
  const { t } = useTranslation();
  if (type === 'bool')
    return (
      <>{t(value.toLowerCase() === 'true' ? 'admin.config.settings.on' : 'admin.config.settings.off')}</>
    );
  if (value === '') return <>{t('admin.config.settings.empty')}</>;
  return <bdi dir={type === 'text' || type === 'string' ? 'auto' : 'ltr'}>{value}</bdi>;
}
