import { Burger } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { trackHeaderSize } from '../../light/header-size';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetting } from '../../api/settings';
import { ButtonLink } from '../../ui/button-link';
import { classNameProp } from '../../ui/class-name';
import { routePaths } from '../../shared/route-paths';
import classes from './layout.module.css';
import { MOBILE_MENU_ID } from './mobile-drawer';

export function SiteHeader({ menuOpen, onMenuClick }: { menuOpen: boolean; onMenuClick: () => void }) {
  const { t } = useTranslation();
  const facilityName = useSetting('facilityName');
  const header = useRef<HTMLElement>(null);
  useEffect(() => (header.current ? trackHeaderSize(header.current) : undefined), []);
  return (
    // On a light page the behaviours do what the effect and the button's handler do here.
    <header ref={header} className={classes.header} data-behaviour="header-size">
      <Burger
        {...classNameProp(classes.burger)}
        opened={menuOpen}
        onClick={onMenuClick}
        size="sm"
        aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        aria-expanded={menuOpen}
        aria-controls={MOBILE_MENU_ID}
        data-behaviour="menu"
        data-open-label={t('nav.openMenu')}
        data-close-label={t('nav.closeMenu')}
      />
      <Link to={routePaths.home} className={classes.brand}>
        <img className={classes.logo} src="/favicon.svg" alt="" width={28} height={28} />
        <span className={classes.brandName} dir="auto">
          {facilityName || t('app.name')}
        </span>
      </Link>
      <ButtonLink to={routePaths.reserve} className={classes.bookButton}>
        {t('nav.bookYourVisit')}
      </ButtonLink>
    </header>
  );
}
