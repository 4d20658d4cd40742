import { useEffect, useImperativeHandle, type Ref } from 'react';
import type { BotCheckHandle } from './bot-check-handle';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  var grecaptcha: Grecaptcha | undefined;
}

let loading: Promise<Grecaptcha> | null = null;

/** Google's v3 script, added to the page once and only when reCAPTCHA is the configured provider. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = globalThis.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * reCAPTCHA v3 (docs/design.md §7): invisible; a token is made for each request with the form's action, as
 * each is valid once and for two minutes.
 */
export default function RecaptchaWidget({
  siteKey,
  action,
  onToken,
  handleRef,
}: {
  siteKey: string;
  action: 'social';
  onToken?: ((token: string | null) => void) | undefined;
  handleRef: Ref<BotCheckHandle>;
}) {
  useEffect(() => {
    loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);

  useImperativeHandle(
    handleRef,
    () => ({
      async take() {
        try {
          const token = await (await loadRecaptcha(siteKey)).execute(siteKey, { action });
          onToken?.(token);
          return token;
        } catch {
          onToken?.(null);
          return null;
        }
      },
    }),
    [siteKey, action, onToken],
  );
  return null;
}
