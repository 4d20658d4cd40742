import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Text.layer.css';
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CountryCode } from 'libphonenumber-js/max';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useRegister } from './api/register';
import { useRegistrationVerify } from './api/registration-verify';
import { INVALID_GRANT, TokenError } from '../../api/token';
import { returnUrlFrom } from '../../shared/return-url';
import { routePaths } from '../../shared/route-paths';
import {
  clearCredentials,
  readCredentials,
  writeCredentials,
  type SavedCredentials,
} from '../../shared/session';
import { useSession, useSessionStore } from '../../shared/session-context';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { useHydrated } from '../../ui/use-hydrated';
import { ServerText } from '../../ui/server-text';
import { applyAccountLanguage } from './account-language';
import { CodeStep } from './code-step';
import { DEFAULT_COUNTRY } from './countries';
import { LanguageSelect } from './language-select';
import { loginErrorText } from './login-error';
import classes from './login-page.module.css';
import {
  clearPendingPhone,
  isCodeAlive,
  readPendingPhone,
  savePendingPhone,
  type PendingPhone,
} from './pending-phone';
import { splitE164 } from './phone';
import { PhoneStep } from './phone-step';

// Staff only, after the texted code: its code (passkeys, the QR code) stays out of the login's own.
const SecondFactorStep = lazy(() => import('./second-factor/second-factor-step'));

/** The mfa_token of a staff sign-in that waits for its second factor, or null. */
const mfaTokenOf = (failure: unknown): string | null =>
  failure instanceof TokenError ? failure.mfaToken : null;

/** Where to go once signed in; never back to /login itself. */
function targetFrom(location: ReturnType<typeof useLocation>): string {
  const target = returnUrlFrom(location);
  const path = target.split(/[?#]/)[0] ?? '';
  return path === routePaths.login || path.startsWith(`${routePaths.login}/`) ? routePaths.home : target;
}

interface StartState {
  country: CountryCode;
  phone: string;
  /** E.164 number a code was sent to (step 2), or null (step 1). */
  sentTo: string | null;
}

function startState(pending: PendingPhone | null): StartState {
  if (!pending) return { country: DEFAULT_COUNTRY, phone: '', sentTo: null };
  if (isCodeAlive(pending)) return { country: pending.country, phone: '', sentTo: pending.phone };
  // The code has expired: back to step 1, with the number filled in.
  return { country: pending.country, phone: splitE164(pending.phone)?.national ?? '', sentTo: null };
}

/**
 * /login (docs/product/booking.md §2, §4, §5): phone, then the code from the SMS, then back where she was going.
 * Saved credentials sign in directly; a signed-in visitor is sent on at once.
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const target = targetFrom(location);

  const [start] = useState(() => startState(readPendingPhone()));
  const [country, setCountry] = useState<CountryCode>(start.country);
  const [phone, setPhone] = useState(start.phone);
  const [sentTo, setSentTo] = useState<string | null>(start.sentTo);
  const [focusStep, setFocusStep] = useState(false);
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** Credentials of a verified code whose sign-in failed: Log In retries the sign-in alone. */
  const [verified, setVerified] = useState<SavedCredentials | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [saved] = useState(readCredentials);
  const [autoSignIn, setAutoSignIn] = useState(saved !== null);
  /** A staff sign-in past the phone, waiting for its second factor. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const autoStarted = useRef(false);
  const hydrated = useHydrated();

  const register = useRegister();
  const verify = useRegistrationVerify();

  const signIn = async (credentials: SavedCredentials) => {
    const signedIn = await store.signInWithPassword(credentials);
    // The page leaves for `target` as soon as the session is published; the language follows.
    void applyAccountLanguage(queryClient, signedIn.userId);
  };

  // "If saved credentials exist, login proceeds directly" (docs/product/booking.md §4).
  useEffect(() => {
    if (session.status !== 'unauthenticated' || !saved || autoStarted.current) return;
    autoStarted.current = true;
    store.signInWithPassword(saved).then(
      (signedIn) => void applyAccountLanguage(queryClient, signedIn.userId),
      (failure: unknown) => {
        // A revoked or expired device secret: forget it quietly, she signs in with a code.
        const mfa = mfaTokenOf(failure);
        if (failure instanceof TokenError && failure.code === INVALID_GRANT) clearCredentials();
        else if (mfa) setMfaToken(mfa);
        else setError(failure);
        setAutoSignIn(false);
      },
    );
  }, [session.status, saved, store, queryClient]);

  if (session.status === 'authorized') return <Navigate to={target} replace />;

  const title = t('pages.login');
  // Saved credentials live in this browser only: the server drew the phone step, and the page is taken
  // over as drawn before it says it is signing her in.
  if (session.status === 'checking' || (hydrated && autoSignIn)) {
    return (
      <Page title={title}>
        <PageLoader label={autoSignIn ? t('login.signingIn') : undefined} />
      </Page>
    );
  }

  const send = (e164: string, { again = false } = {}) => {
    setError(null);
    setResent(false);
    register.mutate(
      { phone: e164, language: i18n.language },
      {
        onSuccess: () => {
          savePendingPhone({ phone: e164, country, sentAt: Date.now() });
          setSentTo(e164);
          setFocusStep(true);
          setResent(again);
        },
        onError: setError,
      },
    );
  };

  const onVerify = async (code: string) => {
    if (!sentTo) return;
    setError(null);
    setResent(false);
    setSigningIn(true);
    try {
      let credentials = verified;
      if (!credentials) {
        credentials = await verify.mutateAsync({ phoneNumber: sentTo, authCode: code });
        writeCredentials(credentials);
        clearPendingPhone();
        setVerified(credentials);
      }
      await signIn(credentials);
    } catch (failure) {
      failed(failure);
    }
  };

  /** A sign-in that did not open a session: a staff member's goes on to her second step. */
  function failed(failure: unknown) {
    const mfa = mfaTokenOf(failure);
    if (mfa) setMfaToken(mfa);
    else setError(failure);
    setSigningIn(false);
  }

  const afterSecondFactor = () => {
    const signedIn = store.getState().session;
    if (signedIn) void applyAccountLanguage(queryClient, signedIn.userId);
  };

  /** A new mfa_token from her saved credentials, or back to the phone when there are none. */
  const restart = () => {
    setMfaToken(null);
    setError(null);
    const credentials = readCredentials();
    if (!credentials) return;
    setSigningIn(true);
    signIn(credentials).catch(failed);
  };

  const onChangePhone = () => {
    clearPendingPhone();
    // After a reload the field is empty: put the number back, to correct rather than retype.
    if (phone === '' && sentTo) setPhone(splitE164(sentTo)?.national ?? '');
    setSentTo(null);
    setVerified(null);
    setError(null);
    setResent(false);
    setFocusStep(true);
  };

  return (
    <Page title={title} intro={<p>{t('login.intro')}</p>}>
      <div className={classes.login}>
        <div className={classes.language}>
          <LanguageSelect />
        </div>
        {error ? (
          <Alert color="red" variant="light" role="alert" className={classes.error}>
            <ServerText>{loginErrorText(error, t)}</ServerText>
          </Alert>
        ) : null}
        {mfaToken ? (
          <Suspense fallback={<PageLoader label={t('login.signingIn')} />}>
            <SecondFactorStep
              key={mfaToken}
              mfaToken={mfaToken}
              onSignedIn={afterSecondFactor}
              onRestart={restart}
            />
          </Suspense>
        ) : sentTo ? (
          <CodeStep
            key={sentTo}
            phone={sentTo}
            onVerify={(code) => void onVerify(code)}
            verifying={signingIn}
            onChangePhone={onChangePhone}
            onResend={() => send(sentTo, { again: true })}
            resending={register.isPending}
            resent={resent}
            autoFocus={focusStep}
            refusal={error}
          />
        ) : (
          <PhoneStep
            country={country}
            onCountryChange={setCountry}
            phone={phone}
            onPhoneChange={setPhone}
            onSend={(e164) => send(e164)}
            sending={register.isPending}
            autoFocus={focusStep}
          />
        )}
      </div>
    </Page>
  );
}
