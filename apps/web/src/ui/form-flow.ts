import { useForm, type FormErrors } from '@mantine/form';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { ApiError } from '../api/http';
import { useLanguage } from '../i18n/use-language';
import type { BotCheckHandle } from './bot-check-handle';
import { errorText } from './error-notice';
import type { FieldErrors } from './form-rules';
import { schemaResolver, type FieldLabels } from './schema-resolver';

/** docs/product/site-and-staff.md §4: idle → submitting (error cleared) → submitted, or the error shown. */
export type FormStatus = 'idle' | 'submitting' | 'submitted' | 'error';

type Field<V> = Extract<keyof V, string>;

export interface FormFlowOptions<V extends Record<string, string>, B extends object> {
  initial: V;
  /** The body the form sends, the bot-check token aside. */
  request: (values: V) => B;
  /** The contract's schema of that body: the server's own check of it, run before anything is sent. */
  schema: z.ZodMiniType;
  /**
   * What the page calls each key of the body (its fields' labels, in the page's language): the schema's
   * sentence names the field as she reads it beside the input, not as the API spells it.
   */
  labels: FieldLabels;
  /** The field that shows a sentence about a key of the body the form composes from several fields. */
  fieldOf?: Partial<Record<string, Field<V>>>;
  /**
   * The form's own checks, in addition to the schema's: the schema is loose on purpose, and the server
   * checks presence, an address (or what it never sees, a composed message's parts) in its service,
   * with one sentence for the whole form. The form names each field's problem under it instead.
   */
  validate: (values: V) => FieldErrors<Field<V>>;
  /** Sends the body with a fresh bot-check token; rejects with the error to show. */
  send: (body: B, botToken: string) => Promise<void>;
  /** The form's bot-check widget (its ref), asked for a token at each submit. */
  botCheck: RefObject<BotCheckHandle | null>;
}

/**
 * The state of a public form with a bot check: a Mantine form checked by the contract's schema of its
 * call (docs/decisions/0034) and by its own checks, the messages under its fields once she has tried
 * to submit (then again as she types), and the flow of docs/product/site-and-staff.md §4.
 */
export function useFormFlow<V extends Record<string, string>, B extends object>({
  initial,
  request,
  schema,
  labels,
  fieldOf = {},
  validate,
  send,
  botCheck,
}: FormFlowOptions<V, B>) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Nothing is said before her first submit; after it, each change checks its field again.
  const tried = useRef(false);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const busy = status === 'submitting';

  const problems = (values: V): FormErrors => {
    const own = new Map(Object.entries(validate(values)));
    const bySchema: FormErrors = {};
    for (const [key, sentence] of Object.entries(schemaResolver(schema, language, labels)(request(values))))
      bySchema[fieldOf[key] ?? key] ??= sentence;
    const errors: FormErrors = {};
    // The schema's sentence first: the server checks the body before the fields' meaning.
    for (const key of Object.keys(values)) {
      const problem = own.get(key);
      const sentence = bySchema[key] ?? (problem ? t(`forms.errors.${problem}`) : null);
      if (sentence) errors[key] = sentence;
    }
    return errors;
  };

  // The form holds text by name; its fields are the initial values' (so the values read back are V).
  const typed = (values: Record<string, string>): V => ({ ...initial, ...values });
  const form = useForm<Record<string, string>>({
    initialValues: initial,
    validateInputOnChange: true,
    validate: (values) => (tried.current ? problems(typed(values)) : {}),
  });

  const setValue = (key: Field<V>, value: string) => {
    const path: string = key;
    form.setFieldValue(path, value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    tried.current = true;
    const target = event.currentTarget;
    form.onSubmit(
      async (values) => {
        setStatus('submitting');
        setError(null);
        try {
          const token = await botCheck.current?.take();
          if (!token) throw new ApiError('server', t('botCheck.required'));
          await send(request(typed(values)), token);
          setStatus('submitted');
        } catch (failure) {
          setStatus('error');
          setError(errorText(failure, t));
        }
      },
      // The first field with a message takes the focus, as the browser's own check would do.
      (errors) => {
        const first = Array.from(target.elements).find((element) => {
          const name = element.getAttribute('name');
          return name !== null && name in errors;
        });
        if (first instanceof HTMLElement) first.focus();
      },
    )(event);
  };

  return { values: typed(form.values), setValue, errors: form.errors, status, busy, error, submit };
}

export type FormFlow<V extends Record<string, string>> = ReturnType<typeof useFormFlow<V, object>>;
