import { emailProblem, messageLines, requiredProblems, type FieldErrors } from '../../ui/form-rules';

/** docs/product/site-and-staff.md §9: the positions, as the office reads them. */
export const POSITIONS = ['Reception', 'Attendant', 'Cleaning', 'Manicurist', 'Other'] as const;
export type Position = (typeof POSITIONS)[number];

export type CareersFields = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  position: string;
  experience: string;
};

export const emptyCareers: CareersFields = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  position: '',
  experience: '',
};

/** docs/product/site-and-staff.md §5 Careers form: every field required, the email an address. Fields in the order shown. */
export function validateCareers(fields: CareersFields): FieldErrors<keyof CareersFields> {
  const errors = requiredProblems<keyof CareersFields>(fields, ['firstName', 'lastName', 'phone']);
  const email = emailProblem(fields.email);
  if (email) errors.email = email;
  return { ...errors, ...requiredProblems<keyof CareersFields>(fields, ['position', 'experience']) };
}

/** docs/product/site-and-staff.md §3: the 'Careers Form Submission' heading, then each answer on its own line, in English. */
export function careersMessage(fields: CareersFields): string {
  return messageLines('Careers Form Submission', [
    ['First Name', fields.firstName],
    ['Last Name', fields.lastName],
    ['Email', fields.email],
    ['Phone', fields.phone],
    ['Position', fields.position],
    ['Experience', fields.experience],
  ]);
}
