import { useTranslation } from 'react-i18next';
import type { AdminSetting } from './api/admin-settings';
import classes from './admin-config.module.css';
import { SettingRow } from './setting-row';

/**
 * One group of settings: its name is the heading and the button that opens it (the disclosure
 * pattern: the state is said, the list follows the button), with how many settings it holds.
 */
export function SettingsGroup({
  id,
  label,
  settings,
  open,
  onToggle,
  technical,
}: {
  id: string;
  label: string;
  settings: readonly AdminSetting[];
  open: boolean;
  onToggle: () => void;
  technical: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-title`} className={classes.settingsGroup}>
      <h2 className={classes.groupHeading}>
        <button
          type="button"
          className={classes.groupToggle}
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          onClick={onToggle}
        >
          <span id={`${id}-title`} className={classes.groupName}>
            {label}
          </span>
          <span className={classes.groupCount}>
            {t('admin.config.settings.inGroup', { count: settings.length })}
          </span>
        </button>
      </h2>
      {open ? (
        <ul id={`${id}-list`} className={classes.settingList}>
          {settings.map((setting) => (
            <SettingRow key={setting.key} setting={setting} technical={technical} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
