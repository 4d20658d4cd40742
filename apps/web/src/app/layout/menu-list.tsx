import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuLink } from '../menus';
import classes from './layout.module.css';

export interface MenuListProps {
  items: MenuLink[];
  onNavigate?: () => void;
  labelledBy?: string;
  id?: string;
}

export function MenuList({ items, onNavigate, labelledBy, id }: MenuListProps) {
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
    </ul>
  );
}
