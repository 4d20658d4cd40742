import { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { focusElement } from './focus-element';
import type { FormFlow } from './form-flow';
import classes from './form-fields.module.css';
import publicForm from './public-form.module.css';
import { ServerText } from './server-text';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/*
 * The fields of the public forms (contact, careers, tours): a label tied to its control, the message
 * under it as an alert, and aria-required for a required one (the form itself is noValidate). Plain
 * elements drawn like the site's other inputs: they run in a form island (decision 0065).
 */

interface FieldProps<V extends Record<string, string>> {
  flow: FormFlow<V>;
  name: Extract<keyof V, string>;
  label: string;
  required?: boolean;
}

/**
 * A field of any light form (the public forms, the login): its label, a hint under the label, the
 * control given its ids and state, and the message under it as an alert. `problem: true` marks the
 * control invalid with its message shown elsewhere (a refusal above the form).
 */
export function LabelledField({
  id,
  name,
  label,
  hint,
  required = false,
  problem,
  disabled = false,
  className,
  children,
}: {
  id: string;
  /** The control's name: a field of the login has none, so that nothing of hers is ever sent by the browser itself. */
  name?: string;
  label: string;
  /** Forwarded as it comes by TextField and SelectField, as are `disabled` and `className` by a card form. */
  hint?: string | undefined;
  required?: boolean;
  problem: ReactNode;
  disabled?: boolean | undefined;
  /** The field's own layout beside the site's (a card form's grid). */
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const shown = problem !== null && problem !== undefined && problem !== false && problem !== true;
  const describedBy = [hint ? `${id}-hint` : null, shown ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={clsx(classes.field, className)}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        required,
        'aria-required': required || undefined,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy || undefined,
        disabled,
        className: clsx(classes.control, problem && classes.invalid),
      })}
      {shown ? (
        <p id={`${id}-error`} className={classes.error}>
          <span role="alert">{problem}</span>
        </p>
      ) : null}
    </div>
  );
}

export interface ControlProps {
  id: string;
  name: string | undefined;
  required: boolean;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean;
  className: string;
}

/** What a plain field is given: its ids, words and state, its value and where a change goes. */
interface PlainFieldProps {
  id: string;
  name: string;
  label: string;
  /** A donor box's hint, present or not. */
  hint?: string | undefined;
  required?: boolean;
  problem: ReactNode;
  disabled?: boolean;
  value: string;
  onChange: (value: string) => void;
}

/** A text box of a light form; what she typed before the page's script ran is kept. */
export function TextField({
  type = 'text',
  inputMode,
  autoComplete,
  ltr = false,
  value,
  onChange,
  ...field
}: PlainFieldProps & {
  // FormTextField forwards these four as they come, present or not.
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | undefined;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text' | undefined;
  autoComplete?: string | undefined;
  /** Addresses, amounts and phone numbers read left to right in Hebrew too. */
  ltr?: boolean | undefined;
}) {
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
  return (
    <LabelledField {...field}>
      {({ required, ...control }) => (
        <input
          {...control}
          ref={ref}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          dir={ltr ? 'ltr' : undefined}
          data-required={required || undefined}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </LabelledField>
  );
}

/**
 * A select of a light form. With a `placeholder`, its first option is an empty "Choose…", so leaving
 * it is a missing answer; without, the first option is chosen.
 */
export function SelectField({
  placeholder,
  options,
  value,
  onChange,
  ...field
}: PlainFieldProps & { placeholder?: string; options: readonly { value: string; label: string }[] }) {
  const ref = useTypedBeforeHydration<HTMLSelectElement>(value, onChange);
  return (
    <LabelledField {...field}>
      {({ required, className, ...control }) => (
        <select
          {...control}
          ref={ref}
          className={clsx(className, classes.select)}
          data-required={required || undefined}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A form flow's field: its ids, message and busy state are the flow's. */
const flowField = <V extends Record<string, string>>({
  flow,
  name,
  label,
  required = false,
}: FieldProps<V>) => ({
  id: `${flow.id}-${name}`,
  name,
  label,
  required,
  problem: flow.errors[name] ?? null,
  disabled: flow.busy,
  value: flow.values[name] ?? '',
  onChange: (value: string) => flow.setValue(name, value),
});

export function FormTextField<V extends Record<string, string>>(
  props: FieldProps<V> & Pick<Parameters<typeof TextField>[0], 'type' | 'inputMode' | 'autoComplete' | 'ltr'>,
) {
  return (
    <TextField
      {...flowField(props)}
      type={props.type}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      ltr={props.ltr}
    />
  );
}

export function FormTextarea<V extends Record<string, string>>(props: FieldProps<V>) {
  const { value, onChange, ...field } = flowField(props);
  const ref = useTypedBeforeHydration<HTMLTextAreaElement>(value, onChange);
  return (
    <LabelledField {...field}>
      {({ required, className, ...control }) => (
        <textarea
          {...control}
          ref={ref}
          rows={4}
          className={clsx(className, classes.textarea)}
          data-required={required || undefined}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </LabelledField>
  );
}

/** A select whose first option is an empty "Choose…", so leaving it is a missing answer. */
export function FormSelect<V extends Record<string, string>>(
  props: FieldProps<V> & { placeholder: string; options: readonly { value: string; label: string }[] },
) {
  return <SelectField {...flowField(props)} placeholder={props.placeholder} options={props.options} />;
}

/** The green notice that replaces a sent form (docs/product/site-and-staff.md §2, §8). */
export function FormSuccess({ children }: { children: ReactNode }) {
  // It replaces the form she sent from, whose button is gone: focus and the view move to it, whole and
  // below the sticky header (the page's scroll padding), not left half under it where the form began.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'nearest' });
    focusElement(element);
  }, []);
  return (
    <div ref={ref} role="status" className={clsx(classes.notice, classes.success, publicForm.success)}>
      <p className={publicForm.successText}>{children}</p>
    </div>
  );
}

/** The server's refusal, verbatim, in a red (danger) alert (docs/product/site-and-staff.md §8). */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className={clsx(classes.notice, classes.failure)}>
      <p className={publicForm.failureText}>
        <ServerText>{message}</ServerText>
      </p>
    </div>
  );
}
