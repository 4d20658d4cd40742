import type { MessageLanguage } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { jobNames } from '../../jobs/queue.ts';
import { requireHuman } from '../bot-check/index.ts';
import { queueEmail, facilitySender } from '../outbox/index.ts';
import { loadSettings } from '../settings/index.ts';
import { contactEmail } from './contact-email.ts';
import { checkContactFields } from './contact-fields.ts';
import type { ContactInput } from './contact-fields.ts';

/**
 * POST settings/ContactForm: the contact, careers, tour request and 'New Payment' notices, mailed to the
 * facility's address (settings facilityEmail) with the visitor as Reply-To. The fields and the bot check
 * come first, so a refusal stores and sends nothing. The email is in the language of the page she wrote
 * from (the request's): the facility's inbox has no language of its own, and whoever answers her reads
 * her message in that language anyway.
 */
export async function sendContactForm(
  ctx: Pick<AppContext, 'db' | 'clock' | 'caches' | 'adapters' | 'jobs'>,
  input: ContactInput,
  request: { ip: string | null; language: MessageLanguage },
): Promise<void> {
  const { ip, language } = request;
  const fields = checkContactFields(input);
  await requireHuman(ctx, input.reCaptchaTokenResponse, ip);
  // Read before the transaction: on the embedded engine a query outside it would wait for it.
  const settings = await loadSettings(ctx);
  await ctx.db.transaction((tx) =>
    queueEmail(ctx, tx, {
      to: settings.facilityEmail,
      email: contactEmail(fields, language),
      language,
      from: facilitySender(settings),
      replyTo: fields.email,
    }),
  );
  ctx.jobs.wake(jobNames.deliverMessage);
}
