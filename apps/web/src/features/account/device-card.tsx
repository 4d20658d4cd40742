import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from './api/account-sessions';
import classes from './devices-page.module.css';

/** The name she is shown for a device: its browser and system, or that it is not known. */
export function useDeviceName(): (session: AccountSession) => string {
  const { t } = useTranslation();
  return (session) => session.device ?? t('devicesPage.unknownDevice');
}

/**
 * One signed-in device: what it is, its network, when it signed in and was last used. Hers is marked
 * "This device" and has no Sign out here (the menu's Sign out also forgets it in this browser).
 */
export function DeviceCard({
  session,
  signedIn,
  lastUsed,
  onSignOut,
}: {
  session: AccountSession;
  /** When it signed in, as she reads it. */
  signedIn: string;
  /** When it was last used, as she reads it. */
  lastUsed: string;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const name = useDeviceName()(session);
  return (
    <li className={classes.card}>
      <div className={classes.head}>
        <h2 className={classes.name}>
          <bdi>{name}</bdi>
        </h2>
        {session.current ? <span className={classes.badge}>{t('devicesPage.thisDevice')}</span> : null}
      </div>
      <ul className={classes.facts}>
        <li>
          {session.place === null ? (
            t('devicesPage.unknownNetwork')
          ) : (
            <>
              {t('devicesPage.network')} <bdi dir="ltr">{session.place}</bdi>
            </>
          )}
        </li>
        <li>{t('devicesPage.signedIn', { date: signedIn })}</li>
        <li>{session.current ? t('devicesPage.inUse') : t('devicesPage.lastUsed', { when: lastUsed })}</li>
      </ul>
      {session.current ? null : (
        <div className={classes.action}>
          <Button variant="outline" color="red.9" onClick={onSignOut}>
            {/* Her screen reader's name begins with the word she sees (WCAG 2.5.3), then which device. */}
            {t('devicesPage.signOut')}
            <span className="visually-hidden">
              {' '}
              {t('devicesPage.signOutWhich', { device: name, when: lastUsed })}
            </span>
          </Button>
        </div>
      )}
    </li>
  );
}
