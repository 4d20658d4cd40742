import { isEmailAddress } from '@tevila/domain';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';
import type { SignupBody } from './schemas.ts';

export const signupLimits = { name: 100, email: 254 } as const;

export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
}

// A basic address pattern, as the forms check it (docs/product/booking.md §5).
// Control characters (CR and LF among them) would let a name or address add lines to the email.
const CONTROL = /\p{Cc}/u;

function refuse(message: LocalMessage): never {
  throw new AppError('tour.refused', message);
}

/** The form's fields as the page labels them, in the reader's words. */
const labels = {
  firstName: msg('contact.field.firstName'),
  lastName: msg('contact.field.lastName'),
  email: msg('contact.field.email'),
} as const;

function name(value: string | null | undefined, label: LocalMessage): string {
  const v = value?.trim() ?? '';
  if (v === '') refuse(msg('field.required', { field: label }));
  if (v.length > signupLimits.name)
    refuse(msg('field.atMostChars', { field: label, max: signupLimits.name }));
  if (CONTROL.test(v)) refuse(msg('field.oneLine', { field: label }));
  return v;
}

/**
 * The sign-up form's fields (docs/product/site-and-staff.md §3 Tour sign-up), each refused with its own sentence. The body's
 * tourId must name the tour of the path, so a form cannot be posted to one tour for another.
 */
export function checkSignupFields(body: SignupBody, pathId: string): SignupFields {
  const firstName = name(body.firstName, labels.firstName);
  const lastName = name(body.lastName, labels.lastName);
  const email = body.email?.trim() ?? '';
  if (email === '') refuse(msg('field.required', { field: labels.email }));
  if (email.length > signupLimits.email)
    refuse(msg('field.atMostChars', { field: labels.email, max: signupLimits.email }));
  if (CONTROL.test(email) || !isEmailAddress(email)) refuse(msg('tour.emailFormat'));
  const tourId = body.tourId === null || body.tourId === undefined ? '' : String(body.tourId).trim();
  if (tourId === '') refuse(msg('tour.chooseTour'));
  if (tourId.toLowerCase() !== pathId.trim().toLowerCase()) refuse(msg('tour.mismatch'));
  return { firstName, lastName, email };
}
