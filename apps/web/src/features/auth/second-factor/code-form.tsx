import { Button, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import classes from './second-factor.module.css';
import { partClassNames } from '../../../ui/class-name';

/** One field for a code and its button: her app's 6 digits, or (when allowed) a recovery code. */
export function CodeForm(props: {
  label: string;
  hint: string;
  submitLabel: ReactNode;
  recoveryAllowed: boolean;
  busy: boolean;
  onSubmit: (code: string) => void;
  autoFocus?: boolean;
  /** The last code sent was refused: the field says so to her screen reader too. */
  invalid?: boolean;
}) {
  const {
    label,
    hint,
    submitLabel,
    recoveryAllowed,
    busy,
    onSubmit,
    autoFocus = false,
    invalid = false,
  } = props;
  const [code, setCode] = useState('');
  const bare = code.replace(/[\s-]/g, '');
  const ready = /^\d{6}$/.test(bare) || (recoveryAllowed && /^[a-z2-7]{10}$/i.test(bare));
  return (
    <form
      className={classes.part}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !busy) onSubmit(code.trim());
      }}
    >
      <TextInput
        label={label}
        description={hint}
        autoComplete="one-time-code"
        inputMode={recoveryAllowed ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        classNames={partClassNames({ input: classes.codeInput })}
        value={code}
        maxLength={recoveryAllowed ? 14 : 7}
        onChange={(event) => setCode(event.currentTarget.value)}
        size="md"
        error={invalid || undefined}
        autoFocus={autoFocus}
      />
      <Button type="submit" size="md" fullWidth disabled={!ready} loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
