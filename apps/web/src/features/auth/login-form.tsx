import type { CountryCode } from 'libphonenumber-js/max';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { INVALID_GRANT, TokenError } from '../../api/token';
import type { Language } from '../../i18n/language';
import type { TranslationKey } from '../../i18n/keys';
import { useText } from '../../islands/island-texts';
import {
  clearCredentials,
  passwordSession,
  readCredentials,
  readSession,
  writeCredentials,
  writeSession,
  type SavedCredentials,
} from '../../shared/session';
import { FormFailure } from '../../ui/form-fields';
import { useHydrated } from '../../ui/use-hydrated';
import { register } from './api/register';
import { verifyRegistration } from './api/registration-verify';
import { CodeStep } from './code-step';
import { DEFAULT_COUNTRY, isCountryCode } from './countries';
import { LanguageSelect } from './language-select';
import { loginErrorText } from './login-error';
import { useLoginHost } from './login-host';
import classes from './login-page.module.css';
import { clearPendingPhone, isCodeAlive, readPendingPhone, savePendingPhone } from './pending-phone';
import { savePendingSecondFactor, secondFactorPath } from './pending-second-factor';
import { usePhoneRules } from './phone-rules';
import { PhoneStep, type LoginCountries } from './phone-step';

/** The words of the login's form, for the page to give its island (island-texts.ts). */
export const LOGIN_TEXTS: TranslationKey[] = [
  'login.language',
  'language.en',
  'language.he',
  'login.country',
  'login.countriesServed',
  'login.countriesNotServed',
  'login.notServed',
  'login.countryNotServed',
  'login.countryNotServedCall',
  'login.phone',
  'login.sendCode',
  'login.messageSent',
  'login.codeSentTo',
  'login.code',
  'login.codeHint',
  'login.logIn',
  'login.change',
  'login.resend',
  'login.resent',
  'login.signingIn',
  'login.networkError',
  'errors.generic',
  'errors.status',
];

export interface LoginFormProps extends LoginCountries {
  /** Where she goes once signed in (never /login itself). */
  target: string;
  /** The page's language, in which the code's message is written. */
  language: Language;
}

/** The mfa_token of a staff sign-in that waits for its second factor, or null. */
const mfaTokenOf = (failure: unknown): string | null =>
  failure instanceof TokenError ? failure.mfaToken : null;

/**
 * The login (docs/product/booking.md §2, §4, §5): phone, then the code from the SMS, then back where
 * she was going. Saved credentials sign in directly; a staff member goes on to her second step.
 * An island of the light /login (decision 0065): what was drawn on the server is step 1, and what
 * this browser remembers (a session, saved credentials, a code on its way) is read once it runs.
 */
export function LoginForm({ target, language, ...countries }: LoginFormProps) {
  const text = useText();
  const host = useLoginHost(language);
  const { rules, load } = usePhoneRules();
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  /** E.164 number a code was sent to (step 2), or null (step 1). */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [focusStep, setFocusStep] = useState(false);
  const [sending, setSending] = useState(false);
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** Credentials of a verified code whose sign-in failed: Log In retries the sign-in alone. */
  const [verified, setVerified] = useState<SavedCredentials | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  // What this browser remembers is read once the page is its own: the server drew step 1.
  const hydrated = useHydrated();
  const saved = useMemo(() => (hydrated ? readCredentials() : null), [hydrated]);
  /** Her saved credentials were refused or led elsewhere: the form shows. */
  const [savedDone, setSavedDone] = useState(false);
  /** Signing in with the credentials saved in this browser, before anything is asked of her. */
  const autoSignIn = saved !== null && !savedDone;

  const enter = async (credentials: SavedCredentials) => {
    await host.signedIn(await passwordSession(credentials));
    host.go(target);
  };

  /** A sign-in that did not open a session: a staff member's goes on to her second step. */
  const failed = (failure: unknown) => {
    const mfa = mfaTokenOf(failure);
    if (mfa) {
      savePendingSecondFactor(mfa);
      host.go(secondFactorPath(target));
      return;
    }
    setError(failure);
    setSigningIn(false);
    setSavedDone(true);
  };

  const start = useEffectEvent(() => {
    const stored = readSession();
    if (stored) {
      // Her session is here but the server was not told (its hint cookie gone): it is told again, or
      // it would send her back to this page from where she is going.
      writeSession(stored);
      return host.go(target);
    }
    // "If saved credentials exist, login proceeds directly" (docs/product/booking.md §4).
    if (saved) {
      enter(saved).catch((failure: unknown) => {
        // A revoked or expired device secret: forget it quietly, she signs in with a code.
        if (failure instanceof TokenError && failure.code === INVALID_GRANT) {
          clearCredentials();
          setSavedDone(true);
        } else failed(failure);
      });
      return;
    }
    const pending = readPendingPhone();
    if (!pending || !isCountryCode(pending.country, countries.callingCodes)) return;
    void load().then((ready) => {
      setCountry(pending.country);
      if (isCodeAlive(pending)) setSentTo(pending.phone);
      // The code has expired: back to step 1, with the number filled in.
      else setPhone(ready.splitE164(pending.phone)?.national ?? '');
    });
  });
  useEffect(() => {
    if (hydrated) start();
  }, [hydrated]);

  if (autoSignIn) {
    return (
      <p role="status" className={classes.signingIn}>
        {text('login.signingIn')}
      </p>
    );
  }

  const send = (e164: string, { again = false } = {}) => {
    setError(null);
    setResent(false);
    setSending(true);
    register({ phone: e164, language }).then(
      () => {
        savePendingPhone({ phone: e164, country, sentAt: Date.now() });
        setSentTo(e164);
        setFocusStep(true);
        setResent(again);
        setSending(false);
      },
      (failure: unknown) => {
        setError(failure);
        setSending(false);
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
        credentials = await verifyRegistration({ phoneNumber: sentTo, authCode: code });
        writeCredentials(credentials);
        clearPendingPhone();
        setVerified(credentials);
      }
      await enter(credentials);
    } catch (failure) {
      failed(failure);
    }
  };

  const onChangePhone = () => {
    clearPendingPhone();
    // After a reload the field is empty: put the number back, to correct rather than retype.
    if (phone === '' && sentTo) setPhone(rules?.splitE164(sentTo)?.national ?? '');
    setSentTo(null);
    setVerified(null);
    setError(null);
    setResent(false);
    setFocusStep(true);
  };

  return (
    <div className={classes.login}>
      <div className={classes.language}>
        <LanguageSelect host={host} />
      </div>
      <FormFailure message={error ? loginErrorText(error, text) : null} />
      {sentTo && rules ? (
        <CodeStep
          key={sentTo}
          language={language}
          phone={rules.formatInternational(sentTo)}
          onVerify={(code) => void onVerify(code)}
          verifying={signingIn}
          onChangePhone={onChangePhone}
          onResend={() => send(sentTo, { again: true })}
          resending={sending}
          resent={resent}
          autoFocus={focusStep}
          refusal={error}
        />
      ) : (
        <PhoneStep
          language={language}
          countries={countries}
          country={country}
          onCountryChange={setCountry}
          phone={phone}
          onPhoneChange={setPhone}
          rules={rules}
          loadRules={load}
          onSend={(e164) => send(e164)}
          sending={sending}
          autoFocus={focusStep}
        />
      )}
    </div>
  );
}
