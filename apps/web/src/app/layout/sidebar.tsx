import { useTranslation } from 'react-i18next';
import { InstallMenuItem } from '../../features/install/install-menu-item';
import type { Menus } from '../menus';
import classes from './layout.module.css';
import { MenuList } from './menu-list';

/** Desktop menu (hidden below the desktop breakpoint, where the drawer takes over). */
export function Sidebar({ menus }: { menus: Menus }) {
  const { t } = useTranslation();
  return (
    <nav className={classes.sidebar} aria-label={t('nav.main')}>
      <div className={classes.sidebarInner}>
        <MenuList items={menus.main} />
        <p className={classes.menuHeading} id="sidebar-settings">
          {t('nav.settings')}
        </p>
        <MenuList items={menus.settings} labelledBy="sidebar-settings" />
        <MenuList items={[menus.terms]}>
          <InstallMenuItem className={`${classes.menuLink} ${classes.menuButton}`} />
        </MenuList>
      </div>
    </nav>
  );
}
