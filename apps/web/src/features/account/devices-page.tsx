import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountTexts } from '../../i18n/account-texts';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../shared/session-context';
import blocks from '../../ui/account-blocks.module.css';
import { formatFacilityDateTime } from '../../ui/format';
import { Page } from '../../ui/page';
import { useFacilityTimeZone } from '../../ui/use-facility-time-zone';
import { useAccountSessions } from './api/account-sessions';
import { DeviceCard } from './device-card';
import classes from './devices-page.module.css';
import { DevicesSignOutModal, type SignOutTarget } from './devices-sign-out-modal';
import { lastUsedText } from './last-used';
import { QueryView } from '../../ui/query-view';

/**
 * /devices: every device signed in to her account (this one first), each signed out on its own or all
 * but this one at once. Linked from /my-data; in no menu.
 */
export default function DevicesPage() {
  useAccountTexts();
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useFacilityTimeZone();
  const userId = useSession().session?.userId ?? '';
  const sessions = useAccountSessions(userId || null);
  const [target, setTarget] = useState<SignOutTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const open = (next: SignOutTarget) => {
    setNotice(null);
    setTarget(next);
  };

  const content = (
    <QueryView queries={[sessions]} retry>
      {(list) => {
        // "5 minutes ago" counts from when the list arrived, which is what it tells.
        const now = sessions.dataUpdatedAt;
        const others = list.filter((session) => !session.current);
        return (
          <>
            <ul className={blocks.list} aria-label={t('devicesPage.title')}>
              {list.map((session) => (
                <DeviceCard
                  key={session.id}
                  session={session}
                  signedIn={formatFacilityDateTime(session.createdAt, language, timeZone)}
                  lastUsed={lastUsedText(session.lastUsedAt, {
                    now,
                    language,
                    timeZone,
                    justNow: t('devicesPage.justNow'),
                  })}
                  onSignOut={() => open({ kind: 'one', session })}
                />
              ))}
            </ul>
            {others.length > 0 ? (
              <div className={blocks.actions}>
                <Button color="red.9" onClick={() => open({ kind: 'others' })}>
                  {t('devicesPage.signOutOthers')}
                </Button>
              </div>
            ) : (
              <p className={blocks.muted}>{t('devicesPage.noOthers')}</p>
            )}
            <p className={classes.note}>{t('devicesPage.networkNote')}</p>
          </>
        );
      }}
    </QueryView>
  );

  return (
    <Page title={t('devicesPage.title')} intro={t('devicesPage.intro')}>
      <div className={blocks.stack}>
        <p role="status" className={blocks.notice}>
          {notice}
        </p>
        {content}
      </div>
      <DevicesSignOutModal
        userId={userId}
        target={target}
        onClose={(done) => {
          setTarget(null);
          if (done !== null) setNotice(done);
        }}
      />
    </Page>
  );
}
