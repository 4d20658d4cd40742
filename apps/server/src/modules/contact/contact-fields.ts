import { isEmailAddress } from '@tevila/domain';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';

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
/** Control characters (line breaks included) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** In a message, line breaks and tabs are the writer's; other control characters are refused. */
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function refuse(message: LocalMessage): never {
  throw new AppError('contact.refused', message);
}

/** The form's fields as the page labels them, in the reader's words. */
const labels = {
  firstName: msg('contact.field.firstName'),
  lastName: msg('contact.field.lastName'),
  email: msg('contact.field.email'),
  message: msg('contact.field.message'),
} as const;

function field(value: string | null | undefined, name: LocalMessage, max: number): string {
  const v = value?.trim() ?? '';
  if (v.length > max) refuse(msg('field.atMostChars', { field: name, max }));
  return v;
}

/** A name or address goes into the mail's headers: one line of printable text only. */
function oneLine(value: string, name: LocalMessage): string {
  if (CONTROL.test(value)) refuse(msg('contact.oneLine', { field: name }));
  return value;
}

/**
 * POST settings/ContactForm's fields (docs/product/site-and-staff.md §5): the reply address and the message are required, the
 * names optional (a signed-in donor's notice may have none). Markup is kept as text: it is escaped when
 * the HTML body is made, never stripped or rendered.
 */
export function checkContactFields(input: ContactInput): ContactFields {
  const firstName = oneLine(field(input.firstName, labels.firstName, contactLimits.name), labels.firstName);
  const lastName = oneLine(field(input.lastName, labels.lastName, contactLimits.name), labels.lastName);
  const email = field(input.email, labels.email, contactLimits.email);
  if (email === '') refuse(msg('field.required', { field: labels.email }));
  oneLine(email, labels.email);
  if (!isEmailAddress(email)) refuse(msg('contact.emailFormat'));
  const message = field(input.message, labels.message, contactLimits.message);
  if (message === '') refuse(msg('field.required', { field: labels.message }));
  if (MESSAGE_CONTROL.test(message)) refuse(msg('contact.messageControl'));
  return { firstName, lastName, email, message };
}
