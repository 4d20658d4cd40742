import { sha, solveChallenge, type Challenge } from 'altcha/lib';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { TranslationKey } from '../i18n/keys';
import { useText } from '../islands/island-texts';
import type { BotCheckHandle } from './bot-check-handle';
import classes from './altcha-check.module.css';

type State = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired';

const label: Record<State, TranslationKey> = {
  unverified: 'botCheck.label',
  verifying: 'botCheck.verifying',
  verified: 'botCheck.verified',
  error: 'botCheck.label',
  expired: 'botCheck.label',
};

/** The token our server verifies (ALTCHA's payload of a solved challenge, as its widget writes it). */
const payloadOf = (challenge: Challenge, solution: unknown): string =>
  btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );

async function fetchChallenge(url: string, signal: AbortSignal): Promise<Challenge> {
  const response = await fetch(url, {
    signal,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`challenge ${response.status}`);
  // The server's challenge, which the widget checks before it solves it.
  return (await response.json()) as Challenge;
}

/**
 * The self-hosted bot check (docs/design.md §7, decision 0065): a checkbox that fetches a challenge
 * from our server and solves ALTCHA's proof of work with ALTCHA's own solver, on the page's thread
 * (tuned small, so nothing for the Content-Security-Policy to allow). It starts when she first comes
 * into the form (ALTCHA's "onfocus"), so the page's load never waits behind that work; a tap on the
 * box, or sending, starts it too. Tokens are single-use: a second request solves a fresh challenge.
 * Its name says its state to a screen reader.
 */
export function AltchaCheck({
  id,
  challengeUrl,
  onToken,
  handleRef,
}: {
  id: string;
  challengeUrl: string;
  onToken?: ((token: string | null) => void) | undefined;
  handleRef: Ref<BotCheckHandle>;
}) {
  const text = useText();
  const [state, setState] = useState<State>('unverified');
  const token = useRef<string | null>(null);
  const spent = useRef(new Set<string>());
  const running = useRef<Promise<string | null> | null>(null);
  const controller = useRef<AbortController | null>(null);
  const expiry = useRef<number | undefined>(undefined);
  const report = useRef(onToken);
  useEffect(() => {
    report.current = onToken;
  }, [onToken]);

  const settle = (next: State, value: string | null) => {
    token.current = value;
    setState(next);
    report.current?.(value);
  };

  const solve = (): Promise<string | null> => {
    running.current ??= (async () => {
      const abort = new AbortController();
      controller.current = abort;
      window.clearTimeout(expiry.current);
      setState('verifying');
      try {
        const challenge = await fetchChallenge(challengeUrl, abort.signal);
        const solution = await solveChallenge({ challenge, controller: abort, deriveKey: sha.deriveKey });
        if (abort.signal.aborted) return null;
        if (!solution) throw new Error('no solution');
        const value = payloadOf(challenge, solution);
        settle('verified', value);
        const expiresAt = challenge.parameters.expiresAt;
        if (expiresAt)
          expiry.current = window.setTimeout(
            () => settle('expired', null),
            Math.max(0, expiresAt * 1000 - Date.now()),
          );
        return value;
      } catch {
        if (!abort.signal.aborted) settle('error', null);
        return null;
      } finally {
        running.current = null;
      }
    })();
    return running.current;
  };

  useImperativeHandle(
    handleRef,
    () => ({
      async take() {
        let value = token.current;
        if (value === null || spent.current.has(value)) value = await solve();
        if (value !== null) spent.current.add(value);
        return value;
      },
    }),
    // solve reads only refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = root.current?.closest('form') ?? null;
    const start = () => void solve();
    // Outside a form, or already in it (she typed before the script ran): at once.
    if (!form || form.contains(document.activeElement)) start();
    else form.addEventListener('focusin', start, { once: true });
    return () => {
      form?.removeEventListener('focusin', start);
      controller.current?.abort();
      window.clearTimeout(expiry.current);
    };
    // A new challenge only with a new address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challengeUrl]);

  const problem = state === 'error' ? 'botCheck.error' : state === 'expired' ? 'botCheck.expired' : null;
  return (
    <div ref={root} className={classes.check} data-bot-check data-state={state}>
      <input
        id={id}
        type="checkbox"
        className={classes.box}
        checked={state === 'verified'}
        aria-busy={state === 'verifying'}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={() => {
          if (state !== 'verifying' && state !== 'verified') void solve();
        }}
      />
      <label htmlFor={id} className={classes.label}>
        {text(label[state])}
      </label>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={classes.problem}>
          {text(problem)}
        </p>
      ) : null}
    </div>
  );
}
