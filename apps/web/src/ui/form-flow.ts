import { useRef, useState, type FormEvent } from 'react';
import type { BotCheckConfig } from '../api/bot-check-config';
import { ApiError } from '../api/api-error';
import { useText } from '../islands/island-texts';
import type { BotCheckHandle } from './bot-check-handle';
import { errorSentence } from './error-sentence';
import { firstNamedField } from './first-named-field';
import type { FieldErrors } from './form-rules';
import type * as SchemaCheckModule from './form-schema-check';
import type { FormSchemaName } from './form-schema-check';
import type { FieldLabels } from './schema-resolver';

/** docs/product/site-and-staff.md §4: idle → submitting (error cleared) → submitted, or the error shown. */
export type FormStatus = 'idle' | 'submitting' | 'submitted' | 'error';

type Field<V> = Extract<keyof V, string>;

type SchemaCheck = typeof SchemaCheckModule;

export interface FormFlowOptions<V extends Record<string, string>, B extends object> {
  /** The form's name on the page: its fields' ids start with it (the same on the server and in the browser). */
  id: string;
  initial: V;
  /** The body the form sends, the bot-check token aside. */
  request: (values: V) => B;
  /** The contract's schema of that body: the server's own check of it, run before anything is sent. */
  schema: FormSchemaName;
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
  /** Which bot check the form draws (the page was given it); asked for a token at each submit. */
  botCheck: BotCheckConfig;
}

/**
 * The state of a public form with a bot check, checked by the contract's schema of its call
 * (docs/decisions/0034, loaded at her first submit) and by its own checks: the messages under its
 * fields once she has tried to submit (then again as she types), and the flow of
 * docs/product/site-and-staff.md §4. Plain React state and the island's texts: it runs as an island.
 */
export function useFormFlow<V extends Record<string, string>, B extends object>({
  id,
  initial,
  request,
  schema,
  labels,
  fieldOf = {},
  validate,
  send,
  botCheck,
}: FormFlowOptions<V, B>) {
  const text = useText();
  // The bot check hands over its handle once drawn (kept as state: nothing is read from a ref in render).
  const [botCheckHandle, setBotCheckHandle] = useState<BotCheckHandle | null>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field<V>, string>>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  // Nothing is said before her first submit; after it, each change checks its field again.
  const check = useRef<SchemaCheck | null>(null);
  const busy = status === 'submitting';

  const problems = (current: V, schemaCheck: SchemaCheck): Partial<Record<Field<V>, string>> => {
    const own = validate(current);
    const bySchema: Record<string, string> = {};
    for (const [key, sentence] of Object.entries(
      schemaCheck.schemaProblems(schema, request(current), labels),
    ))
      if (typeof sentence === 'string') bySchema[fieldOf[key] ?? key] ??= sentence;
    const found: Partial<Record<Field<V>, string>> = {};
    // The schema's sentence first: the server checks the body before the fields' meaning.
    for (const key of Object.keys(current) as Field<V>[]) {
      const problem = own[key];
      const sentence = bySchema[key] ?? (problem ? text(`forms.errors.${problem}`) : null);
      if (sentence) found[key] = sentence;
    }
    return found;
  };

  const setValue = (key: Field<V>, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (check.current) setErrors(problems(next, check.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    check.current ??= await import('./form-schema-check');
    const found = problems(values, check.current);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      firstNamedField(form, found)?.focus();
      return;
    }
    setStatus('submitting');
    setError(null);
    try {
      const token = await botCheckHandle?.take();
      if (!token) throw new ApiError('server', text('botCheck.required'));
      await send(request(values), token);
      setStatus('submitted');
    } catch (failure) {
      setStatus('error');
      setError(errorSentence(failure, text));
    }
  };

  return {
    id,
    values,
    setValue,
    errors,
    status,
    busy,
    error,
    submit,
    botCheck: { config: botCheck, onHandle: setBotCheckHandle },
  };
}

export type FormFlow<V extends Record<string, string>> = ReturnType<typeof useFormFlow<V, object>>;
