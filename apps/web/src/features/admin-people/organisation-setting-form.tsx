import '@mantine/core/styles/Input.layer.css';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './people.module.css';
import { useSaveFacilitySetting, type AdminSetting } from './api/organisation';

/**
 * Changes one of a facility's settings: chosen by its name in her language, its value now and its
 * hint shown, checked by the server's catalogue as at the facility itself (a refusal in its words).
 */
export function SettingForm({ slug, settings }: { slug: string; settings: readonly AdminSetting[] }) {
  const { t } = useTranslation();
  const save = useSaveFacilitySetting(slug);
  const [key, setKey] = useState(settings[0]?.key ?? '');
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState('');
  const chosen = settings.find((s) => s.key === key);
  const current = chosen?.secret ? t('admin.people.organisation.secretValue') : (chosen?.value ?? '');
  return (
    <form
      className={classes.stack}
      noValidate
      aria-label={t('admin.people.organisation.settingHeading')}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved('');
        save.mutate(
          { key, value },
          {
            onSuccess: () => {
              setValue('');
              setSaved(t('admin.people.organisation.settingSaved', { name: chosen?.name ?? key }));
            },
          },
        );
      }}
    >
      <NativeSelect
        size="md"
        label={t('admin.people.organisation.setting')}
        data={settings.map((s) => ({ value: s.key, label: s.name }))}
        value={key}
        onChange={(e) => {
          setKey(e.currentTarget.value);
          setValue('');
          setSaved('');
          save.reset();
        }}
      />
      <p className={classes.muted}>
        {t('admin.people.organisation.currentValue', { value: current === '' ? '—' : current })}
      </p>
      <TextInput
        size="md"
        label={t('admin.people.organisation.newValue')}
        description={chosen?.hint}
        value={value}
        dir="auto"
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <ErrorAlert error={save.error} />
      <p role="status" className={classes.muted}>
        {saved}
      </p>
      <div className={classes.actions}>
        <Button type="submit" size="md" loading={save.isPending}>
          {t('admin.people.organisation.save')}
        </Button>
      </div>
    </form>
  );
}
