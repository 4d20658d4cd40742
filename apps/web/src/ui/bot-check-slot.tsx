import { Suspense, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { BotCheckConfig } from '../api/bot-check-config';
import type { TranslationKey } from '../i18n/keys';
import { retryableLazy } from '../shared/retryable-lazy';
import { AltchaCheck } from './altcha-check';
import type { BotCheckHandle } from './bot-check-handle';

// Google's script is loaded only when reCAPTCHA is configured; ALTCHA is ours, a few hundred bytes.
const RecaptchaWidget = retryableLazy(() => import('./recaptcha-widget'));

/** The texts the bot check shows and says, for the island that draws it. */
export const BOT_CHECK_TEXTS: TranslationKey[] = [
  'botCheck.label',
  'botCheck.verifying',
  'botCheck.verified',
  'botCheck.error',
  'botCheck.expired',
  'botCheck.required',
];

export interface BotCheckProps {
  /** Which check the server runs (GET botcheck/config), as the page was given it. */
  config: BotCheckConfig;
  /** docs/product/booking.md §9: the bot-check action of every form. */
  action: 'social';
  /** Its element's id: unique on the page, the same on the server and in the browser. */
  id: string;
  /** The solved token as it arrives (null when it expires or fails). */
  onToken?: (token: string | null) => void;
  /** Given the handle once drawn (and null when gone): the form asks it for a token at submit. */
  onHandle?: (handle: BotCheckHandle | null) => void;
  ref?: Ref<BotCheckHandle>;
}

/**
 * A public form's bot check (docs/product/booking.md §2 Donate, docs/design.md §7): the self-hosted
 * ALTCHA check, solving itself as the page loads, or reCAPTCHA v3. The form takes a token through the
 * ref when it submits.
 */
export function BotCheckSlot({ config, action, id, onToken, onHandle, ref }: BotCheckProps) {
  const widget = useRef<BotCheckHandle>(null);
  // Until a widget is up, there is no token to give.
  const [handle] = useState<BotCheckHandle>(() => ({
    take: () => widget.current?.take() ?? Promise.resolve(null),
  }));
  useImperativeHandle(ref, () => handle, [handle]);
  useEffect(() => {
    onHandle?.(handle);
    return () => onHandle?.(null);
  }, [handle, onHandle]);
  if (config.provider === 'altcha')
    return <AltchaCheck id={id} challengeUrl={config.challengeUrl} onToken={onToken} handleRef={widget} />;
  return (
    <Suspense fallback={null}>
      <RecaptchaWidget siteKey={config.siteKey} action={action} onToken={onToken} handleRef={widget} />
    </Suspense>
  );
}
