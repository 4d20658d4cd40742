import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireHuman } from '../bot-check/service.ts';
import { insertMessage } from '../outbox/repo.ts';
import { loadSettings } from '../settings/service.ts';

export interface ContactInput {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  message?: string | null | undefined;
  reCaptchaTokenResponse?: string | null | undefined;
}

export const contactLimits = { name: 100, email: 254, message: 5000 } as const;

// A basic address pattern, as the forms check it (spec 000 §5).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function refuse(message: string): never {
  throw new AppError('contact.refused', message);
}

function field(value: string | null | undefined, name: string, max: number): string {
  const v = value?.trim() ?? '';
  if (v.length > max) refuse(`${name} must be at most ${max} characters.`);
  return v;
}

/**
 * POST settings/ContactForm: the contact, careers and 'New Payment' notices, written to the outbox as
 * an email to the facility's address (settings facilityEmail). Names are optional (a signed-in donor's
 * notice may have none); the reply address, the message and a passed bot check are required.
 */
export async function sendContactForm(
  ctx: Pick<AppContext, 'db' | 'clock' | 'caches' | 'adapters'>,
  input: ContactInput,
  ip: string | null,
): Promise<void> {
  const firstName = field(input.firstName, 'First name', contactLimits.name);
  const lastName = field(input.lastName, 'Last name', contactLimits.name);
  const email = field(input.email, 'Email', contactLimits.email);
  if (email === '' || !EMAIL.test(email)) refuse('Email is required.');
  const message = field(input.message, 'Message', contactLimits.message);
  if (message === '') refuse('Message is required.');
  await requireHuman(ctx, input.reCaptchaTokenResponse, ip);
  const settings = await loadSettings(ctx);
  const name = `${firstName} ${lastName}`.trim() || email;
  await insertMessage(ctx.db, {
    channel: 'email',
    to: settings.facilityEmail,
    subject: `Website message from ${name}`,
    body: `From: ${name} <${email}>\n\n${message}`,
    createdAt: ctx.clock.now(),
  });
}
