import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeviceLanguageSwitch } from './device-language-switch';
import screen from './device-screen.module.css';
import { Page } from './page';

/**
 * A shared device's page (the lobby kiosk, a room's tablet): the title, the language switch for the
 * next woman, the screen, then a polite live region for what happened and a red alert for a refusal.
 */
export function DevicePage({
  title,
  languageLabel,
  news,
  error,
  children,
}: {
  title: string;
  languageLabel: string;
  /** What the last action did, spoken by screen readers; null for nothing. */
  news: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  return (
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
    </Page>
  );
}
