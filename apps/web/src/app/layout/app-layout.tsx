import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../../ui/page-loader';
import { InstallStepsDialog } from '../../features/install/install-steps-dialog';
import { useLightPage } from '../../shared/light-page';
import { buildMenus } from '../menus';
import { useSession } from '../../shared/session-context';
import classes from './layout.module.css';
import { MobileDrawer } from './mobile-drawer';
import { Sidebar } from './sidebar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** docs/product/site-and-staff.md §4: the drawer is initialised 400 ms after start (sooner if the menu button is pressed). */
export const DRAWER_INIT_DELAY_MS = 400;
export const DESKTOP_QUERY = '(min-width: 62em)';

export function AppLayout() {
  const session = useSession();
  const light = useLightPage();
  // A light page carries every item, each marked with whom it is for (menu-list.tsx).
  const menus = buildMenus(light ? undefined : session.session);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });
  const [drawerReady, setDrawerReady] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const timer = setTimeout(() => setDrawerReady(true), DRAWER_INIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // After a navigation, move focus to the new page so screen readers and keyboards start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const openDrawer = () => {
    if (drawerReady) {
      setDrawerOpen(true);
      return;
    }
    // Pressed before the drawer was initialised: mount it closed first, then open it, so that it
    // records the menu button and gives focus back to it when it closes.
    setDrawerReady(true);
    setTimeout(() => setDrawerOpen(true), 0);
  };
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className={classes.shell}>
      <SkipLink targetId="main" />
      <SiteHeader menuOpen={drawerOpen && !isDesktop} onMenuClick={drawerOpen ? closeDrawer : openDrawer} />
      <Sidebar menus={menus} />
      <main id="main" ref={mainRef} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {drawerReady || light ? (
        <MobileDrawer menus={menus} opened={drawerOpen && !isDesktop} onClose={closeDrawer} />
      ) : null}
      {light ? <InstallStepsDialog /> : null}
      <ScrollRestoration />
    </div>
  );
}
