import 'altcha/external';
import 'altcha/altcha.css';
import type { TFunction } from 'i18next';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/language';
import { mainThreadSolver } from './altcha-main-thread';
import type { BotCheckHandle } from './bot-check-handle';

/** The widget element's methods and events we use (altcha's WidgetMethods). */
interface AltchaElement extends HTMLElement {
  verify(): Promise<{ payload?: string } | null>;
}

type StateChange = CustomEvent<{ state: string; payload?: string | null }>;

// The widget's own strings, each from our translations so its label follows the site's language.
const stringKeys = [
  'ariaLinkLabel',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verificationRequired',
  'verified',
  'verify',
  'verifying',
  'waitAlert',
] as const;

function registerStrings(t: TFunction): void {
  for (const lng of LANGUAGES) {
    globalThis.$altcha.i18n.set(
      lng,
      Object.fromEntries(stringKeys.map((key) => [key, t(`botCheck.${key}`, { lng })])),
    );
  }
}

/** Every proof of work of ours is SHA-256 (apps/server altchaTuning), solved without a Worker. */
globalThis.$altcha.algorithms.set('SHA-256', mainThreadSolver);

/**
 * The self-hosted ALTCHA widget (docs/design.md §7): fetches a challenge from our server and solves it as
 * soon as it is shown; its checkbox is keyboard and screen-reader usable. Tokens are single-use, so a
 * second request asks the widget to solve a fresh challenge.
 */
export default function AltchaWidget({
  challengeUrl,
  onToken,
  handleRef,
}: {
  challengeUrl: string;
  onToken?: ((token: string | null) => void) | undefined;
  handleRef: Ref<BotCheckHandle>;
}) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const element = useRef<AltchaElement | null>(null);
  const solved = useRef<string | null>(null);
  const spent = useRef(new Set<string>());
  const report = useRef(onToken);
  useEffect(() => {
    report.current = onToken;
  }, [onToken]);

  useImperativeHandle(
    handleRef,
    () => ({
      async take() {
        let token = solved.current;
        if (token === null || spent.current.has(token)) {
          token = (await element.current?.verify().catch(() => null))?.payload ?? null;
        }
        if (token !== null) spent.current.add(token);
        return token;
      },
    }),
    [],
  );

  useEffect(() => {
    registerStrings(t);
  }, [t]);

  useEffect(() => {
    const widget = document.createElement('altcha-widget') as AltchaElement;
    widget.setAttribute('challenge', challengeUrl);
    widget.setAttribute('auto', 'onload');
    widget.setAttribute('workers', '1');
    widget.setAttribute('language', i18n.language);
    widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, minDuration: 0 }));
    const onState = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      solved.current = state === 'verified' && payload ? payload : null;
      report.current?.(solved.current);
    };
    widget.addEventListener('statechange', onState);
    host.current?.append(widget);
    element.current = widget;
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.remove();
      element.current = null;
    };
    // The language follows below without a new challenge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challengeUrl]);

  useEffect(() => {
    element.current?.setAttribute('language', i18n.language);
  }, [i18n.language]);

  return <div ref={host} />;
}
