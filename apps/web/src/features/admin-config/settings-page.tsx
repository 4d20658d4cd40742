import '@mantine/core/styles/Input.layer.css';
import { TextInput } from '@mantine/core';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSettings } from './api/admin-settings';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { ErrorNotice } from '../../ui/error-notice';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import classes from './admin-config.module.css';
import { useGroupLabel } from './group-label';
import { groupSettings } from './settings-groups';
import { SettingRow } from './setting-row';
import { useStaffTexts } from '../../i18n/staff-texts';

/** /admin/settings: every setting of the catalogue, grouped as docs/product/site-and-staff.md §3 groups them, saved one at a time. */
export default function SettingsPage() {
  useStaffTexts('config');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  const settings = useAdminSettings();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const groups = useMemo(() => groupSettings(settings.data ?? [], deferred), [settings.data, deferred]);
  const groupLabel = useGroupLabel();
  const idBase = useId();

  let body;
  if (settings.isError) body = <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (!settings.data) body = <PageLoader />;
  else
    body = (
      <>
        <div role="search" className={classes.search}>
          <TextInput
            type="search"
            label={t('admin.config.settings.search')}
            description={t('admin.config.settings.searchHint')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            dir="auto"
          />
        </div>
        <p role="status" className={classes.count}>
          {groups.length === 0
            ? t('admin.config.settings.noMatch')
            : search.trim() !== ''
              ? t('admin.config.settings.matches', {
                  count: groups.reduce((n, g) => n + g.settings.length, 0),
                })
              : null}
        </p>
        {groups.map((group, i) => (
          <section key={group.name} aria-labelledby={`${idBase}-g${i}`} className={classes.group}>
            <h2 id={`${idBase}-g${i}`} className={classes.groupTitle}>
              {groupLabel(group.name)}
            </h2>
            <ul className={classes.settingList}>
              {group.settings.map((setting) => (
                <SettingRow key={setting.key} setting={setting} />
              ))}
            </ul>
          </section>
        ))}
      </>
    );

  return (
    <>
      <AdminNav roles={roles} />
      <Page title={t('adminNav.settings')} intro={t('admin.config.settings.intro')}>
        {body}
      </Page>
    </>
  );
}
