import { emailProblem, requiredProblems, type FieldErrors } from '../../ui/form-rules';

export type ContactFields = { firstName: string; lastName: string; email: string; message: string };

export const emptyContact: ContactFields = { firstName: '', lastName: '', email: '', message: '' };

/**
 * docs/product/site-and-staff.md §5 Contact form: email (an address) and message required; first name optional; last name
 * required only when she is not signed in. Fields in the order shown.
 */
export function validateContact(fields: ContactFields, signedIn: boolean): FieldErrors<keyof ContactFields> {
  const errors = signedIn ? {} : requiredProblems<keyof ContactFields>(fields, ['lastName']);
  const email = emailProblem(fields.email);
  return {
    ...errors,
    ...(email ? { email } : {}),
    ...requiredProblems<keyof ContactFields>(fields, ['message']),
  };
}
