import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { focusElement } from './dialog-focus';
import type { FormFlow } from './form-flow';
import classes from './public-form.module.css';
import { ServerText } from './server-text';

/*
 * The fields of the public forms (contact, careers, tours): a label tied to its control, the message
 * under it as an alert, and aria-required for a required one (the form itself is noValidate).
 */

interface FieldProps<V extends Record<string, string>> {
  flow: FormFlow<V>;
  name: Extract<keyof V, string>;
  label: string;
  required?: boolean;
}

function useFieldProps<V extends Record<string, string>>({ flow, name, label, required }: FieldProps<V>) {
  const problem = flow.errors[name];
  return {
    name,
    label,
    required: required ?? false,
    value: flow.values[name],
    disabled: flow.busy,
    size: 'md' as const,
    error: problem ? <span role="alert">{problem}</span> : undefined,
  };
}

export function FormTextField<V extends Record<string, string>>(
  props: FieldProps<V> & {
    type?: 'text' | 'email' | 'tel' | 'date' | 'time';
    inputMode?: 'numeric' | 'tel' | 'email' | 'text';
    autoComplete?: string;
    /** Addresses and phone numbers read left to right in Hebrew too. */
    ltr?: boolean;
  },
) {
  const field = useFieldProps(props);
  return (
    <TextInput
      {...field}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      dir={props.ltr ? 'ltr' : undefined}
      onChange={(e) => props.flow.setValue(props.name, e.currentTarget.value)}
    />
  );
}

export function FormTextarea<V extends Record<string, string>>(props: FieldProps<V>) {
  const field = useFieldProps(props);
  return (
    <Textarea
      {...field}
      autosize
      minRows={4}
      maxRows={12}
      onChange={(e) => props.flow.setValue(props.name, e.currentTarget.value)}
    />
  );
}

/** A select whose first option is an empty "Choose…", so leaving it is a missing answer. */
export function FormSelect<V extends Record<string, string>>(
  props: FieldProps<V> & { placeholder: string; options: readonly { value: string; label: string }[] },
) {
  const field = useFieldProps(props);
  return (
    <NativeSelect {...field} onChange={(e) => props.flow.setValue(props.name, e.currentTarget.value)}>
      <option value="">{props.placeholder}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
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
    <Alert
      ref={ref}
      color="green"
      variant="light"
      role="status"
      className={classes.success}
      classNames={{ message: classes.successText }}
    >
      {children}
    </Alert>
  );
}

/** The server's refusal, verbatim, in a red (danger) alert (docs/product/site-and-staff.md §8). */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" classNames={{ message: classes.failureText }}>
      <ServerText>{message}</ServerText>
    </Alert>
  );
}
