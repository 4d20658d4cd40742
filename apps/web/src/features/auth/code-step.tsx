import { Anchor, Button, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { verifyBody } from '@tevila/contract';
import { codeMessages, isCodeFormat, renderDomainMessage, type Language } from '@tevila/domain';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { schemaResolver, type FieldLabels } from '../../ui/schema-resolver';
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
  /** The last code sent was refused (or could not be checked): shown above, said by the field. */
  refusal?: unknown;
}

/**
 * account/registrationVerify's body as its schema (the contract) reads it. That schema takes any text:
 * the sign-in service judges the code (six digits) and answers its sentence; the page checks the same
 * rule before sending, with that sentence.
 */
function verifyErrors(
  phoneNumber: string,
  authCode: string,
  language: Language,
  labels: FieldLabels,
): FormErrors {
  if (!isCodeFormat(authCode)) return { code: renderDomainMessage(codeMessages.format, language) };
  return schemaResolver(verifyBody, language, labels)({ phoneNumber, authCode });
}

/** Step 2: "message sent" with the phone, the code, Log In, and the Change and Resend Code links. */
export function CodeStep(props: CodeStepProps) {
  const { phone, onVerify, verifying, onChangePhone, onResend, resending, resent, autoFocus = false } = props;
  const refused = props.refusal !== undefined && props.refusal !== null;
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => verifyErrors(phone, code, language, { authCode: t('login.code') }),
  });
  const { code } = form.values;
  const complete = code.length === CODE_LENGTH;
  const field = useRef<HTMLInputElement>(null);
  // Log In was disabled while it checked, which leaves focus nowhere: a refused code brings her back
  // to the field, its digits selected to type the right ones over them.
  useEffect(() => {
    if (!refused) return;
    field.current?.focus();
    field.current?.select();
  }, [refused, props.refusal]);

  const submit = form.onSubmit(() => {
    if (!verifying) onVerify(code);
  });

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
          onChange={(event) =>
            form.setFieldValue('code', digitsOnly(event.currentTarget.value).slice(0, CODE_LENGTH))
          }
          ref={field}
          error={form.errors.code ? <span role="alert">{form.errors.code}</span> : refused || undefined}
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
