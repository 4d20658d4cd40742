import { codeMessages, isCodeFormat, renderDomainMessage } from '@tevila/domain';
import clsx from 'clsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Language } from '../../i18n/language';
import { useText, withPart } from '../../islands/island-texts';
import { LabelledField } from '../../ui/form-fields';
import { LightButton } from '../../ui/light-button';
import classes from './login-page.module.css';
import { digitsOnly } from './phone-digits';

export const CODE_LENGTH = 6;

export interface CodeStepProps {
  language: Language;
  /** The number the code went to, as she reads it ("+1 310 555 0123"). */
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
 * Step 2: "message sent" with the phone, the code, Log In, and the Change and Resend Code links. The
 * sign-in service judges the code (six digits) and answers its sentence; the page checks the same
 * rule before sending, with that sentence.
 */
export function CodeStep(props: CodeStepProps) {
  const { phone, onVerify, verifying, onChangePhone, onResend, resending, resent, autoFocus = false } = props;
  const refused = props.refusal !== undefined && props.refusal !== null;
  const text = useText();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const complete = code.length === CODE_LENGTH;
  const field = useRef<HTMLInputElement>(null);
  // Log In was disabled while it checked, which leaves focus nowhere: a refused code brings her back
  // to the field, its digits selected to type the right ones over them.
  useEffect(() => {
    if (!refused) return;
    field.current?.focus();
    field.current?.select();
  }, [refused, props.refusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCodeFormat(code)) return setProblem(renderDomainMessage(codeMessages.format, props.language));
    setProblem(null);
    if (!verifying) onVerify(code);
  };

  return (
    <div className={classes.step}>
      <div className={classes.sent} role="status">
        <p className={classes.sentTitle}>{text('login.messageSent')}</p>
        <p className={classes.sentText}>
          {withPart(text('login.codeSentTo', { phone }), 'phone', (number) => (
            <bdi dir="ltr" className={classes.phone}>
              {number}
            </bdi>
          ))}
        </p>
        {resent ? <p className={classes.sentText}>{text('login.resent')}</p> : null}
      </div>
      <form className={classes.form} onSubmit={submit} noValidate>
        <LabelledField
          id="login-code"
          label={text('login.code')}
          hint={text('login.codeHint')}
          problem={problem ?? refused}
        >
          {({ required: _required, className, ...control }) => (
            <input
              {...control}
              ref={field}
              autoComplete="one-time-code"
              inputMode="numeric"
              dir="ltr"
              className={clsx(className, classes.codeInput)}
              value={code}
              onChange={(event) => setCode(digitsOnly(event.currentTarget.value).slice(0, CODE_LENGTH))}
              autoFocus={autoFocus}
            />
          )}
        </LabelledField>
        <LightButton
          type="submit"
          size="md"
          className={classes.wide}
          disabled={!complete || verifying}
          aria-busy={verifying || undefined}
        >
          {text('login.logIn')}
        </LightButton>
      </form>
      <div className={classes.links}>
        <button type="button" className={classes.link} onClick={onChangePhone} disabled={verifying}>
          {text('login.change')}
        </button>
        <button type="button" className={classes.link} onClick={onResend} disabled={resending || verifying}>
          {text('login.resend')}
        </button>
      </div>
    </div>
  );
}
