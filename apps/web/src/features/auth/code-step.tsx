import { Anchor, Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import classes from './login-page.module.css';
import { digitsOnly, formatInternational } from './phone';

export const CODE_LENGTH = 6;

export interface CodeStepProps {
  /** E.164 number the code went to. */
  phone: string;
  onVerify: (code: string) => void;
  verifying: boolean;
  onChangePhone: () => void;
  onResend: () => void;
  resending: boolean;
  /** A new code was sent (after Resend Code). */
  resent: boolean;
  autoFocus?: boolean;
}

/** Step 2: "message sent" with the phone, the code, Log In, and the Change and Resend Code links. */
export function CodeStep(props: CodeStepProps) {
  const { phone, onVerify, verifying, onChangePhone, onResend, resending, resent, autoFocus = false } = props;
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const complete = code.length === CODE_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !verifying) onVerify(code);
  };

  return (
    <div className={classes.step}>
      <div className={classes.sent} role="status">
        <p className={classes.sentTitle}>{t('login.messageSent')}</p>
        <p className={classes.sentText}>
          <Trans
            i18nKey="login.codeSentTo"
            values={{ phone: formatInternational(phone) }}
            components={{ phone: <bdi dir="ltr" className={classes.phone} /> }}
          />
        </p>
        {resent ? <p className={classes.sentText}>{t('login.resent')}</p> : null}
      </div>
      <form className={classes.form} onSubmit={submit} noValidate>
        <TextInput
          label={t('login.code')}
          description={t('login.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          classNames={{ input: classes.codeInput }}
          value={code}
          onChange={(event) => setCode(digitsOnly(event.currentTarget.value).slice(0, CODE_LENGTH))}
          size="md"
          autoFocus={autoFocus}
        />
        <Button type="submit" size="md" fullWidth disabled={!complete} loading={verifying}>
          {t('login.logIn')}
        </Button>
      </form>
      <div className={classes.links}>
        <Anchor component="button" type="button" onClick={onChangePhone} disabled={verifying}>
          {t('login.change')}
        </Anchor>
        <Anchor component="button" type="button" onClick={onResend} disabled={resending || verifying}>
          {t('login.resend')}
        </Anchor>
      </div>
    </div>
  );
}
