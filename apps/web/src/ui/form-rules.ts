import { isEmailAddress } from '@tevila/domain';
/**
 * The public forms' own checks (docs/product/site-and-staff.md §5), made beside the contract's schema of their call
 * (form-flow.ts). The forms are noValidate, so the browser's bubbles never show: every message is the page's, in the
 * visitor's language, under its field.
 */

/** A field's problem; its text is `forms.errors.<problem>`. */
export type FieldProblem = 'required' | 'email' | 'people' | 'pastDate';

export type FieldErrors<K extends string> = Partial<Record<K, FieldProblem>>;

export const isEmail = (value: string): boolean => isEmailAddress(value.trim());

/** 'required' for each listed field left empty (or only spaces), in the order listed. */
export function requiredProblems<K extends string>(
  values: Readonly<Record<K, string>>,
  required: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of required) if (values[key].trim() === '') errors[key] = 'required';
  return errors;
}

/** Required, then a basic address: the two checks of an email-type field. */
export function emailProblem(value: string): FieldProblem | undefined {
  if (value.trim() === '') return 'required';
  return isEmail(value) ? undefined : 'email';
}

/** "Label: value" lines for the office's email, in English, blank lines kept out. */
export const messageLines = (heading: string, lines: readonly (readonly [string, string])[]): string =>
  [heading, ...lines.map(([label, value]) => `${label}: ${value.trim()}`)].join('\n');
