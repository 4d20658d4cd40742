import { Burger } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetting } from '../../api/settings';
import { ButtonLink } from '../../ui/light-button';
import { routePaths } from '../../shared/route-paths';
import classes from './layout.module.css';
import { MOBILE_MENU_ID } from './mobile-drawer';

export function SiteHeader({ menuOpen, onMenuClick }: { menuOpen: boolean; onMenuClick: () => void }) {
  const { t } = useTranslation();
  const facilityName = useSetting('facilityName');
  const header = useRef<HTMLElement>(null);
  // A long name on a narrow phone makes the header taller: what scrolls into view stops below it.
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      root.setProperty('--app-header-block-size', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--app-header-block-size');
    };
  }, []);
  return (
    <header ref={header} className={classes.header}>
      <Burger
        className={classes.burger}
        opened={menuOpen}
        onClick={onMenuClick}
        size="sm"
        aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        aria-expanded={menuOpen}
        aria-controls={MOBILE_MENU_ID}
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
