import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { routePaths } from '../shared/route-paths';
import type { TranslationKey } from '../i18n/keys';
import classes from './admin-nav.module.css';
import { classNameProp } from './class-name';

interface Item {
  to: string;
  label: TranslationKey;
  /** Which roles see the item. */
  roles: readonly string[];
}

const items: readonly Item[] = [
  { to: routePaths.admin, label: 'adminNav.night', roles: ['Admin', 'Receptionist'] },
  { to: routePaths.adminBoard, label: 'adminNav.board', roles: ['Admin', 'Receptionist'] },
  { to: routePaths.userPlateAdmin, label: 'adminNav.plates', roles: ['Admin', 'UserPlateAdmin'] },
  { to: routePaths.adminSettings, label: 'adminNav.settings', roles: ['Admin'] },
  { to: routePaths.adminSchedule, label: 'adminNav.schedule', roles: ['Admin'] },
  { to: routePaths.adminRooms, label: 'adminNav.rooms', roles: ['Admin'] },
  { to: routePaths.adminDevices, label: 'adminNav.devices', roles: ['Admin'] },
  { to: routePaths.adminUsers, label: 'adminNav.users', roles: ['Admin'] },
  { to: routePaths.adminPayments, label: 'adminNav.payments', roles: ['Admin'] },
  { to: routePaths.adminAudit, label: 'adminNav.audit', roles: ['Admin'] },
  { to: routePaths.adminOrganisation, label: 'adminNav.organisation', roles: ['OrgAdmin'] },
];

/** The administration screens' own navigation, above each of them; shows only what the roles reach. */
export function AdminNav({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const visible = items.filter((item) => item.roles.some((r) => roles.includes(r)));
  if (visible.length < 2) return null;
  return (
    <nav aria-label={t('adminNav.label')} className={classes.nav}>
      <ul className={classes.list}>
        {visible.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end {...classNameProp(classes.link)}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
