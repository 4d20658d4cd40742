import { Drawer } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { InstallMenuItem } from '../../features/install/install-menu-item';
import type { MenuGroup, Menus } from '../menus';
import classes from './layout.module.css';
import { MenuList } from './menu-list';

export const MOBILE_MENU_ID = 'mobile-menu';

function MobileGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => group.items.some((item) => item.to === pathname));
  const listId = `${MOBILE_MENU_ID}-${group.id}`;
  return (
    <li className={classes.mobileGroup}>
      <button
        type="button"
        className={classes.groupToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{t(group.labelKey)}</span>
        <svg
          className={classes.chevron}
          data-open={open || undefined}
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="16"
          height="16"
        >
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open ? <MenuList id={listId} items={group.items} onNavigate={onNavigate} /> : null}
    </li>
  );
}

/** Mobile menu: top-level links, then the About, Tours and Settings groups. */
export function MobileDrawer({
  menus,
  opened,
  onClose,
}: {
  menus: Menus;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="left" size="20rem">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's default <header>: the page already has its banner landmark. */}
        <Drawer.Header component="div">
          <Drawer.Title className={classes.drawerTitle}>{t('nav.menu')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('nav.closeMenu')} />
        </Drawer.Header>
        <Drawer.Body className={classes.drawerBody}>
          <nav id={MOBILE_MENU_ID} aria-label={t('nav.main')}>
            <MenuList items={menus.mobile.items} onNavigate={onClose} />
            <ul className={classes.menuList}>
              {menus.mobile.groups.map((group) => (
                <MobileGroup key={group.id} group={group} onNavigate={onClose} />
              ))}
            </ul>
            <MenuList items={[menus.terms]} onNavigate={onClose}>
              {/* The browser's prompt is a dialog of its own: the drawer closes first. */}
              <InstallMenuItem className={`${classes.menuLink} ${classes.menuButton}`} onPrompt={onClose} />
            </MenuList>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
