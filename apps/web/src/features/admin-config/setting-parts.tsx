import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert';
import { useSaveAdminSetting, type AdminSetting } from './api/admin-settings';
import classes from './admin-config.module.css';

/**
 * A setting's save (PUT settings/admin/{key}): the call, whether it has just saved, and the form's
 * submit wrapped so that a new try first clears the last answer (saved, or the server's refusal).
 */
export function useSettingSave() {
  const save = useSaveAdminSetting();
  const [saved, setSaved] = useState(false);
  const retrying =
    (submit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
      save.reset();
      setSaved(false);
      submit(event);
    };
  return { save, saved, setSaved, retrying };
}

/** A setting's name as the page shows it: the server's, in the page's language (its key if blank). */
export const settingName = (setting: Pick<AdminSetting, 'key' | 'name'>): string =>
  setting.name.trim() === '' ? setting.key : setting.name;

/**
 * A setting's description: the hint in the page's language, then what the page adds for its kind;
 * its key in small print first only when she has asked for the technical names (for whoever reads the
 * logs or the API).
 */
export function SettingHint({
  settingKey,
  hint,
  extra,
  technical,
}: {
  settingKey: string;
  hint: string;
  extra: ReactNode;
  technical: boolean;
}) {
  return (
    <>
      {technical ? (
        <span className={classes.settingKey}>
          <bdi>{settingKey}</bdi>
        </span>
      ) : null}
      <span dir="auto">{hint}</span>
      {extra ? <span className={classes.hourHint}>{extra}</span> : null}
    </>
  );
}

/** Under a setting: the server's refusal, and a live line saying it was saved. */
export function SaveResult({ error, saved, id }: { error: unknown; saved: boolean; id?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert error={error} />
      <p id={id} role="status" className={classes.saved}>
        {saved ? t('admin.config.settings.saved') : null}
      </p>
    </>
  );
}
