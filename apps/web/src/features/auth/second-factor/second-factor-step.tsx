import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { Alert, Anchor, Button, Loader } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { useAccountTexts } from '../../../i18n/account-texts';
import { useSessionStore } from '../../../shared/session-context';
import { focusElement } from '../../../ui/dialog-focus';
import { ServerText } from '../../../ui/server-text';
import { loginErrorText } from '../login-error';
import { secondFactorMethods, type SecondFactorMethod } from './api';
import { CodeForm } from './code-form';
import { addPasskey, passkeyAnswer, passkeysWork } from './passkey';
import { RecoveryCodes } from './recovery-codes';
import classes from './second-factor.module.css';
import { TotpEnrolment } from './totp-enrolment';

export interface SecondFactorStepProps {
  /** The token the password grant answered; it lives 5 minutes. */
  mfaToken: string;
  /** Signed in: the page goes on where she was going. */
  onSignedIn: () => void;
  /** The sign-in has to start over (the token expired, or she chose to). */
  onRestart: () => void;
}

type Stage =
  | { kind: 'loading' }
  | { kind: 'choose' }
  | { kind: 'app' }
  | { kind: 'recovery'; codes: string[]; proof: { code?: string } }
  | { kind: 'verify'; methods: SecondFactorMethod[] };

const firstIn = (root: HTMLElement | null, selector: string) =>
  root?.querySelector<HTMLElement>(selector) ?? null;

/** A passkey prompt she closed is no failure to explain in the server's words. */
const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * The second step of a staff sign-in (docs/staff-api.md, Second factor): set up a passkey or an
 * authenticator app the first time, with ten recovery codes; afterwards her passkey, her app's code,
 * or a recovery code.
 */
export default function SecondFactorStep({ mfaToken, onSignedIn, onRestart }: SecondFactorStepProps) {
  // Her words for this step come with the signed-in pages' texts (the home page does not carry them).
  useAccountTexts();
  const { t } = useTranslation();
  const store = useSessionStore();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const showError = useCallback((e: unknown) => setError(e), []);
  const stepRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // The button she pressed is gone or disabled: a choice or a sign-in form starts at its first control
  // (the scan and recovery parts focus their own headings), and a refusal returns her to the code
  // field to type it again, or to the refusal itself when there is no field.
  useEffect(() => {
    if (stage.kind === 'choose' || stage.kind === 'verify')
      focusElement(firstIn(stepRef.current, '[data-stage] input, [data-stage] button:not([disabled])'));
  }, [stage.kind]);
  useEffect(() => {
    if (error !== null)
      focusElement(firstIn(stepRef.current, '[data-stage] input:not([disabled])') ?? alertRef.current);
  }, [error]);

  useEffect(() => {
    let live = true;
    secondFactorMethods(mfaToken).then(
      (methods) => live && setStage(methods.length === 0 ? { kind: 'choose' } : { kind: 'verify', methods }),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [mfaToken]);

  const finish = async (proof: { code?: string; passkey?: string }) => {
    setBusy(true);
    setError(null);
    try {
      await store.signInWithSecondFactor(mfaToken, proof);
      onSignedIn();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  const withPasskey = async (run: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (e) {
      setError(cancelled(e) ? new ApiError('server', t('secondFactor.passkeyFailed'), null) : e);
      setBusy(false);
    }
  };

  const add = () =>
    withPasskey(async () => {
      const codes = await addPasskey(mfaToken);
      setBusy(false);
      setStage({ kind: 'recovery', codes, proof: {} });
    });

  const signInWithPasskey = () => withPasskey(async () => finish({ passkey: await passkeyAnswer(mfaToken) }));

  return (
    <div className={classes.step} ref={stepRef}>
      <div role="status">
        <p>
          {stage.kind === 'choose' || stage.kind === 'app'
            ? t('secondFactor.enrolIntro')
            : t('secondFactor.secondFactorIntro')}
        </p>
      </div>
      {error ? (
        <Alert color="red" variant="light" role="alert" ref={alertRef} tabIndex={-1}>
          <ServerText>
            {loginErrorText(error, (key, values) => (values === undefined ? t(key) : t(key, values)))}
          </ServerText>
        </Alert>
      ) : null}
      {stage.kind === 'loading' && !error ? (
        <Loader size="sm" aria-label={t('secondFactor.loadingSecondFactor')} />
      ) : null}
      {stage.kind === 'choose' ? (
        <div className={classes.part} data-stage>
          {passkeysWork() ? (
            <>
              <Button size="md" fullWidth onClick={() => void add()} loading={busy}>
                {t('secondFactor.usePasskeyToAdd')}
              </Button>
              <p>{t('secondFactor.passkeyHint')}</p>
            </>
          ) : null}
          <Button
            size="md"
            fullWidth
            variant="outline"
            onClick={() => setStage({ kind: 'app' })}
            disabled={busy}
          >
            {t('secondFactor.useAppToAdd')}
          </Button>
        </div>
      ) : null}
      {stage.kind === 'app' ? (
        <div data-stage>
          <TotpEnrolment
            mfaToken={mfaToken}
            invalid={error !== null}
            onError={showError}
            onConfirmed={(codes, code) => setStage({ kind: 'recovery', codes, proof: { code } })}
          />
        </div>
      ) : null}
      {stage.kind === 'recovery' ? (
        <RecoveryCodes codes={stage.codes} busy={busy} onSaved={() => void finish(stage.proof)} />
      ) : null}
      {stage.kind === 'verify' ? (
        <div className={classes.part} data-stage>
          {stage.methods.includes('passkey') && passkeysWork() ? (
            <Button size="md" fullWidth onClick={() => void signInWithPasskey()} loading={busy}>
              {t('secondFactor.usePasskey')}
            </Button>
          ) : null}
          <CodeForm
            label={t('secondFactor.code2')}
            hint={t('secondFactor.code2Hint')}
            submitLabel={t('login.logIn')}
            recoveryAllowed
            busy={busy}
            onSubmit={(code) => void finish({ code })}
            invalid={error !== null}
          />
        </div>
      ) : null}
      <Anchor component="button" type="button" onClick={onRestart} disabled={busy}>
        {t('secondFactor.startAgain')}
      </Anchor>
    </div>
  );
}
