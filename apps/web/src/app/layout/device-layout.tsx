import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSetting } from '../../api/settings';
import { PageLoader } from '../../ui/page-loader';
import classes from './device-layout.module.css';

/**
 * The frame of a shared device's page (the lobby kiosk, a room's tablet): the whole screen, the
 * facility's name as plain text, and the page. No menu, no link, no footer: a woman at the device can
 * only do what it is there for. Leaving it is the administrator's (the tablet's pinned browser, or
 * revoking the device on Rooms and Staff).
 */
export function DeviceLayout() {
  const { t } = useTranslation();
  const facilityName = useSetting('facilityName');
  return (
    <main id="main" className={classes.shell}>
      <p className={classes.brand}>
        <img className={classes.logo} src="/favicon.svg" alt="" width={28} height={28} />
        <span dir="auto">{facilityName || t('app.name')}</span>
      </p>
      <div className={classes.page}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </main>
  );
}
