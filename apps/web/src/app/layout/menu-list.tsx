import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuLink } from '../menus';
import classes from './layout.module.css';

export interface MenuListProps {
  items: MenuLink[];
  onNavigate?: () => void;
  labelledBy?: string;
  id?: string;
  /** Further items (buttons such as Add to Home Screen) after the links, each an <li>. */
  children?: ReactNode;
}

export function MenuList({ items, onNavigate, labelledBy, id, children }: MenuListProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.menuList} aria-labelledby={labelledBy} id={id}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink to={item.to} end={item.to === '/'} className={classes.menuLink} onClick={onNavigate}>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
      {children}
    </ul>
  );
}
