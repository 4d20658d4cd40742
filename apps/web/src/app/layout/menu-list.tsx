import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { audienceAttribute, visibleTo, type MenuLink } from '../menus';
import { useLightPage } from '../../shared/light-page';
import { classNameProp } from '../../ui/class-name';
import classes from './layout.module.css';

export interface MenuListProps {
  items: MenuLink[];
  onNavigate?: () => void;
  labelledBy?: string;
  id?: string;
  hidden?: boolean;
  /** Further items (buttons such as Add to Home Screen) after the links, each an <li>. */
  children?: ReactNode;
}

/** A signed-in visitor as the server guesses her: no staff role until her stored session says so. */
const member = { roles: [] };

export function MenuList({ items, onNavigate, labelledBy, id, hidden, children }: MenuListProps) {
  const { t } = useTranslation();
  const light = useLightPage();
  return (
    <ul className={classes.menuList} aria-labelledby={labelledBy} id={id} hidden={hidden}>
      {items.map((item) => (
        <li
          key={item.id}
          {...(light && item.audience
            ? {
                'data-audience': audienceAttribute(item.audience),
                hidden: !visibleTo(item.audience, light.signedIn ? member : null),
              }
            : {})}
        >
          <NavLink
            to={item.to}
            end={item.to === '/'}
            {...classNameProp(classes.menuLink)}
            onClick={onNavigate}
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
      {children}
    </ul>
  );
}
