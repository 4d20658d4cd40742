import { AppError } from '../../errors.ts';
import type { SignupBody } from './schemas.ts';

export const signupLimits = { name: 100, email: 254 } as const;

export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
}

// A basic address pattern, as the forms check it (spec 000 §5).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Control characters (CR and LF among them) would let a name or address add lines to the email.
const CONTROL = /\p{Cc}/u;

function refuse(message: string): never {
  throw new AppError('tour.refused', message);
}

function name(value: string | null | undefined, label: string): string {
  const v = value?.trim() ?? '';
  if (v === '') refuse(`${label} is required.`);
  if (v.length > signupLimits.name) refuse(`${label} must be at most ${signupLimits.name} characters.`);
  if (CONTROL.test(v)) refuse(`${label} must be on one line, without special characters.`);
  return v;
}

/**
 * The sign-up form's fields (spec 001 §3 Tour sign-up), each refused with its own sentence. The body's
 * tourId must name the tour of the path, so a form cannot be posted to one tour for another.
 */
export function checkSignupFields(body: SignupBody, pathId: string): SignupFields {
  const firstName = name(body.firstName, 'First name');
  const lastName = name(body.lastName, 'Last name');
  const email = body.email?.trim() ?? '';
  if (email === '') refuse('Email is required.');
  if (email.length > signupLimits.email) refuse(`Email must be at most ${signupLimits.email} characters.`);
  if (CONTROL.test(email) || !EMAIL.test(email)) refuse('Email must be a valid email address.');
  const tourId = body.tourId === null || body.tourId === undefined ? '' : String(body.tourId).trim();
  if (tourId === '') refuse('Please choose a tour.');
  if (tourId.toLowerCase() !== pathId.trim().toLowerCase())
    refuse('The tour chosen does not match this sign-up. Please reload the page and try again.');
  return { firstName, lastName, email };
}
