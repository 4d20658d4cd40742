import type { UseFormReturnType } from '@mantine/form';

/**
 * A field's props for a staff filter form: its value and change, and its error said as an alert so a
 * screen reader hears it when the form is sent.
 */
export function formField<T extends Record<string, string>>(
  form: UseFormReturnType<T>,
  name: keyof T & string,
) {
  const { onChange } = form.getInputProps(name);
  const error = form.errors[name];
  return {
    value: form.values[name],
    onChange,
    error: error ? <span role="alert">{error}</span> : undefined,
  };
}
