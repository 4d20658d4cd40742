import { AppError } from '../../errors.ts';

export const contactLimits = { name: 100, email: 254, message: 5000 } as const;

export interface ContactInput {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  message?: string | null | undefined;
  reCaptchaTokenResponse?: string | null | undefined;
}

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

/**
 * One address, nothing around it: no spaces, line breaks, angle brackets, commas or quotes, which could
 * add a second recipient or a header to the Reply-To it becomes.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
/** Control characters (line breaks included) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** In a message, line breaks and tabs are the writer's; other control characters are refused. */
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function refuse(message: string): never {
  throw new AppError('contact.refused', message);
}

function field(value: string | null | undefined, name: string, max: number): string {
  const v = value?.trim() ?? '';
  if (v.length > max) refuse(`${name} must be at most ${max} characters.`);
  return v;
}

/** A name or address goes into the mail's headers: one line of printable text only. */
function oneLine(value: string, name: string): string {
  if (CONTROL.test(value))
    refuse(`${name} must be one line of text, without line breaks or control characters.`);
  return value;
}

/**
 * POST settings/ContactForm's fields (spec 001 §5): the reply address and the message are required, the
 * names optional (a signed-in donor's notice may have none). Markup is kept as text: it is escaped when
 * the HTML body is made, never stripped or rendered.
 */
export function checkContactFields(input: ContactInput): ContactFields {
  const firstName = oneLine(field(input.firstName, 'First name', contactLimits.name), 'First name');
  const lastName = oneLine(field(input.lastName, 'Last name', contactLimits.name), 'Last name');
  const email = field(input.email, 'Email', contactLimits.email);
  if (email === '') refuse('Email is required.');
  oneLine(email, 'Email');
  if (!EMAIL.test(email)) refuse('Email must be an email address, such as name@example.org.');
  const message = field(input.message, 'Message', contactLimits.message);
  if (message === '') refuse('Message is required.');
  if (MESSAGE_CONTROL.test(message)) refuse('Message must not contain control characters.');
  return { firstName, lastName, email, message };
}
