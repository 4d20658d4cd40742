import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { InstallMenuItem } from '../../features/install/install-menu-item';
import type { MenuGroup, Menus } from '../menus';
import { Chevron } from '../../ui/chevron';
import classes from './layout.module.css';
import { MenuList } from './menu-list';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The header's menu button, where focus goes back when something opened from the closed menu ends. */
const menuButton = () => document.querySelector<HTMLElement>(`[aria-controls="${MOBILE_MENU_ID}"]`);

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
        // On a light page the browser's behaviour does what onClick does here (light/disclosure.ts).
        data-behaviour="disclosure"
      >
        <span>{t(group.labelKey)}</span>
        <Chevron open={open} className={classes.chevron} />
      </button>
      <MenuList id={listId} items={group.items} onNavigate={onNavigate} hidden={!open} />
    </li>
  );
}

/**
 * Mobile menu: top-level links, then the About, Tours and Settings groups, in a panel at the start
 * side of the screen. It is the browser's own modal dialog: the page behind is inert, Escape and
 * the backdrop close it, and focus goes back to the menu button. No dialog library comes with
 * every page for it.
 */
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) element.showModal();
    else if (!opened && element.open) element.close();
  }, [opened]);

  return (
    <dialog
      ref={dialog}
      className={classes.drawer}
      aria-labelledby={titleId}
      // Escape, or closed from here: the layout's state follows.
      onClose={onClose}
      // The dialog itself is only hit outside its panel, on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.drawerPanel}>
        <div className={classes.drawerHeader}>
          <h2 id={titleId} className={classes.drawerTitle}>
            {t('nav.menu')}
          </h2>
          <button
            type="button"
            className={classes.drawerClose}
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="18" height="18">
              <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        </div>
        <nav id={MOBILE_MENU_ID} aria-label={t('nav.main')} className={classes.drawerBody}>
          <MenuList items={menus.mobile.items} onNavigate={onClose} />
          <ul className={classes.menuList}>
            {menus.mobile.groups.map((group) => (
              <MobileGroup key={group.id} group={group} onNavigate={onClose} />
            ))}
          </ul>
          <MenuList items={[menus.terms]} onNavigate={onClose}>
            {/* The browser's prompt and the steps are dialogs of their own: the drawer closes first. */}
            <InstallMenuItem
              className={`${classes.menuLink} ${classes.menuButton}`}
              onOpen={onClose}
              returnFocusTo={menuButton}
            />
          </MenuList>
        </nav>
      </div>
    </dialog>
  );
}
