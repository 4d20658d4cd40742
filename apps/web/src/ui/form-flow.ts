import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import type { BotCheckHandle } from './bot-check-handle';
import { errorText } from './error-notice';
import { hasProblems, type FieldErrors } from './form-rules';

/** docs/product/site-and-staff.md §4: idle → submitting (error cleared) → submitted, or the error shown. */
export type FormStatus = 'idle' | 'submitting' | 'submitted' | 'error';

export interface FormFlowOptions<V extends Record<string, string>> {
  initial: V;
  validate: (values: V) => FieldErrors<Extract<keyof V, string>>;
  /** Sends the form with a fresh bot-check token; rejects with the error to show. */
  send: (values: V, botToken: string) => Promise<void>;
  /** The form's bot-check widget (its ref), asked for a token at each submit. */
  botCheck: RefObject<BotCheckHandle | null>;
}

/**
 * The state of a public form with a bot check: its values, the messages under its fields once she
 * has tried to submit, and the flow of docs/product/site-and-staff.md §4. Fields are found by their name for focus.
 */
export function useFormFlow<V extends Record<string, string>>({
  initial,
  validate,
  send,
  botCheck,
}: FormFlowOptions<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const errors: FieldErrors<Extract<keyof V, string>> = checked ? validate(values) : {};
  const busy = status === 'submitting';

  const setValue = (key: Extract<keyof V, string>, value: string) =>
    setValues((prev) => ({ ...prev, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    const problems = validate(values);
    if (hasProblems(problems)) {
      // The first field with a message takes the focus, as the browser's own check would do.
      const [first] = Object.keys(problems);
      const field = first ? event.currentTarget.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setStatus('submitting');
    setError(null);
    try {
      const token = await botCheck.current?.take();
      if (!token) throw new ApiError('server', t('botCheck.required'));
      await send(values, token);
      setStatus('submitted');
    } catch (failure) {
      setStatus('error');
      setError(errorText(failure, t));
    }
  };

  return { values, setValue, errors, status, busy, error, submit };
}

export type FormFlow<V extends Record<string, string>> = ReturnType<typeof useFormFlow<V>>;
