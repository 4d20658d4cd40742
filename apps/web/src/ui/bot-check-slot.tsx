import { Loader } from '@mantine/core';
import { Suspense, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useBotCheckConfig } from '../api/bot-check-config';
import { retryableLazy } from '../shared/retryable-lazy';
import type { BotCheckHandle } from './bot-check-handle';
import { ErrorNotice } from './error-notice';

// Fetched only by pages with a public form, and only the provider's own: ALTCHA is bundled with our
// code (no third-party request); Google's script is loaded only when reCAPTCHA is configured.
const AltchaWidget = retryableLazy(() => import('./altcha-widget'));
const RecaptchaWidget = retryableLazy(() => import('./recaptcha-widget'));

export interface BotCheckProps {
  /** docs/product/booking.md §9: the bot-check action of every form. */
  action: 'social';
  /** The solved token as it arrives (null when it expires or fails). */
  onToken?: (token: string | null) => void;
  ref?: Ref<BotCheckHandle>;
}

/**
 * A public form's bot check (docs/product/booking.md §2 Donate, docs/design.md §7): the self-hosted ALTCHA widget, solving
 * itself as the page loads, or reCAPTCHA v3. The form takes a token through the ref when it submits.
 */
export function BotCheckSlot({ action, onToken, ref }: BotCheckProps) {
  const { t } = useTranslation();
  const config = useBotCheckConfig();
  const widget = useRef<BotCheckHandle>(null);
  // Until a widget is up, there is no token to give.
  useImperativeHandle(ref, () => ({ take: () => widget.current?.take() ?? Promise.resolve(null) }), []);
  const loading = <Loader size="sm" aria-label={t('common.loading')} />;
  if (config.isError) return <ErrorNotice error={config.error} onRetry={() => void config.refetch()} />;
  if (!config.data) return loading;
  return (
    <Suspense fallback={loading}>
      {config.data.provider === 'altcha' ? (
        <AltchaWidget challengeUrl={config.data.challengeUrl} onToken={onToken} handleRef={widget} />
      ) : (
        <RecaptchaWidget siteKey={config.data.siteKey} action={action} onToken={onToken} handleRef={widget} />
      )}
    </Suspense>
  );
}
