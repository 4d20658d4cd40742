import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnAppear } from '../../../ui/focus-on-appear';
import { CodeForm } from './code-form';
import { QrCode } from './qr-code';
import { confirmTotp, startTotp } from './api';
import classes from './second-factor.module.css';

/** The key in groups of four, as people copy it by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up an authenticator app: its QR code and key, then one code from it. Answers her recovery
 * codes and the code that confirmed the app (which also finishes this sign-in).
 */
export function TotpEnrolment(props: {
  mfaToken: string;
  onConfirmed: (recoveryCodes: string[], code: string) => void;
  onError: (error: unknown) => void;
  /** Her last code was refused. */
  invalid: boolean;
}) {
  const { mfaToken, onConfirmed, onError, invalid } = props;
  const { t } = useTranslation();
  const [key, setKey] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnAppear<HTMLHeadingElement>(key !== null);

  useEffect(() => {
    let live = true;
    startTotp(mfaToken).then(
      (started) => live && setKey(started),
      (error: unknown) => live && onError(error),
    );
    return () => {
      live = false;
    };
  }, [mfaToken, onError]);

  if (key === null) return <Loader size="sm" aria-label={t('secondFactor.loadingSecondFactor')} />;

  const confirm = (code: string) => {
    setBusy(true);
    onError(null);
    confirmTotp(mfaToken, code).then(
      (codes) => onConfirmed(codes, code),
      (error: unknown) => {
        setBusy(false);
        onError(error);
      },
    );
  };

  return (
    <section className={classes.part} aria-labelledby="scan-title">
      <h2 id="scan-title" className={classes.title} ref={heading} tabIndex={-1}>
        {t('secondFactor.scanTitle')}
      </h2>
      <div className={classes.qr}>
        <QrCode text={key.otpauthUrl} label={t('secondFactor.qrLabel')} />
      </div>
      <p>{t('secondFactor.scanHint')}</p>
      <p className={classes.secret} dir="ltr" data-testid="totp-secret">
        {grouped(key.secret)}
      </p>
      <CodeForm
        label={t('secondFactor.appCode')}
        hint={t('secondFactor.appCodeHint')}
        submitLabel={t('secondFactor.confirmApp')}
        recoveryAllowed={false}
        invalid={invalid}
        busy={busy}
        onSubmit={confirm}
      />
    </section>
  );
}
