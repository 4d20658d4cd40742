import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetting } from '../api/settings';
import { DeviceLanguageSwitch } from './device-language-switch';
import frame from './device-frame.module.css';
import screen from './device-screen.module.css';
import { Page } from './page';

/**
 * A shared device's page (the lobby kiosk, a room's tablet): the whole screen, the facility's name as
 * plain text, the title, the language switch for the next woman, the screen, then a polite live region
 * for what happened and a red alert for a refusal. Outside the site's layout: no menu, no link, no
 * footer, so a woman at the device can only do what it is there for. Leaving it is the
 * administrator's (the tablet's pinned browser; revoking the device on Rooms and Staff).
 */
export function DevicePage({
  title,
  languageLabel,
  news,
  error,
  callReception,
  children,
}: {
  title: string;
  languageLabel: string;
  /** What the last action did, spoken by screen readers; null for nothing. */
  news: ReactNode;
  error: string | null;
  /** The sentence that gives the front desk's extension (receptionExtension), shown under the screen when one is set. */
  callReception: (extension: string) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const facilityName = useSetting('facilityName');
  const extension = useSetting('receptionExtension').trim();
  return (
    <main id="main" className={frame.frame}>
      <p className={frame.brand}>
        <img className={frame.logo} src="/favicon.svg" alt="" width={28} height={28} />
        <span dir="auto">{facilityName || t('app.name')}</span>
      </p>
      <div className={frame.column}>
        <Page title={title} intro={<DeviceLanguageSwitch label={languageLabel} />}>
          {children}
          <div aria-live="polite" role="status" className={screen.screen}>
            {news}
          </div>
          {error !== null ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          {extension === '' ? null : <p className={frame.reception}>{callReception(extension)}</p>}
        </Page>
      </div>
    </main>
  );
}
