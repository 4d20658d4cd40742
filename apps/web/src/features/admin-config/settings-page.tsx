import '@mantine/core/styles/Input.layer.css';
import { TextInput } from '@mantine/core';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSettings } from './api/admin-settings';
import { useSession } from '../../shared/session-context';
import { AdminNav } from '../../ui/admin-nav';
import { Page } from '../../ui/page';
import { TechnicalNamesSwitch, useTechnicalNames } from '../../ui/technical-names';
import classes from './admin-config.module.css';
import { useGroupLabel } from './group-label';
import { groupSettings } from './settings-groups';
import { SettingsGroup } from './settings-group';
import { useStaffTexts } from '../../i18n/staff-texts';
import { QueryView } from '../../ui/query-view';

/**
 * /admin/settings: every setting of the catalogue, grouped as docs/product/site-and-staff.md §3 groups
 * them, saved one at a time. Each group opens on its own (the page would be metres long); a search in
 * the page's language opens the groups it finds in. The keys show only when she asks for them.
 */
export default function SettingsPage() {
  useStaffTexts('config');
  const { t } = useTranslation();
  const roles = useSession().session?.roles ?? [];
  const settings = useAdminSettings();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const groupLabel = useGroupLabel();
  const [technical, setTechnical] = useTechnicalNames();
  const scope = useMemo(() => ({ groupLabel, keys: technical }), [groupLabel, technical]);
  const groups = useMemo(
    () => groupSettings(settings.data ?? [], deferred, scope),
    [settings.data, deferred, scope],
  );
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const searching = deferred.trim() !== '';
  const idBase = useId();

  // A search opens the groups it finds in; clearing it leaves them open, the setting in its place.
  const find = (value: string) => {
    setSearch(value);
    if (value.trim() === '') return;
    const found = groupSettings(settings.data ?? [], value, scope).map((g) => g.name);
    setOpen((was) => new Set([...was, ...found]));
  };
  const toggle = (name: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const body = (
    <QueryView queries={[settings]} retry>
      {() => (
        <>
          <div role="search" className={classes.search}>
            <TextInput
              type="search"
              label={t('admin.config.settings.search')}
              description={t('admin.config.settings.searchHint')}
              value={search}
              onChange={(e) => find(e.currentTarget.value)}
              dir="auto"
            />
          </div>
          <p role="status" className={classes.count}>
            {groups.length === 0
              ? t('admin.config.settings.noMatch')
              : searching
                ? t('admin.config.settings.matches', {
                    count: groups.reduce((n, g) => n + g.settings.length, 0),
                  })
                : null}
          </p>
          {groups.map((group, i) => (
            <SettingsGroup
              key={group.name}
              id={`${idBase}-g${i}`}
              label={groupLabel(group.name)}
              settings={group.settings}
              open={open.has(group.name)}
              onToggle={() => toggle(group.name)}
              technical={technical}
            />
          ))}
          <div className={classes.technical}>
            <TechnicalNamesSwitch
              label={t('admin.config.settings.technical')}
              description={t('admin.config.settings.technicalHint')}
              shown={technical}
              onChange={setTechnical}
            />
          </div>
        </>
      )}
    </QueryView>
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
