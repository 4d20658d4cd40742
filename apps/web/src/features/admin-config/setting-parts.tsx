import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert';
import classes from './admin-config.module.css';

/** A setting's description: the catalogue's hint, then what the page adds for its kind. */
export function SettingHint({ hint, extra }: { hint: string; extra: ReactNode }) {
  return (
    <>
      {/* The catalogue's hints are written in English: marked so, a reader voices them right. */}
      <span lang="en" dir="auto">
        {hint}
      </span>
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
