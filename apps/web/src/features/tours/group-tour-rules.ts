import { emailProblem, messageLines, requiredProblems, type FieldErrors } from '../../ui/form-rules';

/** The group-tour request (docs/product/site-and-staff.md §2 Group Tours). */
export type GroupTourFields = {
  firstName: string;
  lastName: string;
  email: string;
  date: string;
  startTime: string;
  people: string;
  message: string;
};

export const emptyGroupTour: GroupTourFields = {
  firstName: '',
  lastName: '',
  email: '',
  date: '',
  startTime: '',
  people: '',
  message: '',
};

export const MAX_PEOPLE = 200;

/**
 * Everything but the message is required (a guide needs the day, the hour and the group's size); the
 * date is today or later (`today` as YYYY-MM-DD) and the group from 1 to 200 people.
 */
export function validateGroupTour(
  fields: GroupTourFields,
  today: string,
): FieldErrors<keyof GroupTourFields> {
  const errors = requiredProblems<keyof GroupTourFields>(fields, ['firstName', 'lastName']);
  const email = emailProblem(fields.email);
  if (email) errors.email = email;
  const date = fields.date.trim();
  if (date === '') errors.date = 'required';
  else if (date < today) errors.date = 'pastDate';
  if (fields.startTime.trim() === '') errors.startTime = 'required';
  const people = fields.people.trim();
  if (people === '') errors.people = 'required';
  else if (!/^\d+$/.test(people) || Number(people) < 1 || Number(people) > MAX_PEOPLE)
    errors.people = 'people';
  return errors;
}

/** The office's email, in English: a heading, then each answer on its own line. */
export function groupTourMessage(fields: GroupTourFields): string {
  return messageLines('Group Tour Request', [
    ['First Name', fields.firstName],
    ['Last Name', fields.lastName],
    ['Email', fields.email],
    ['Date', fields.date],
    ['Start Time', fields.startTime],
    ['People', fields.people],
    ['Message', fields.message],
  ]);
}
