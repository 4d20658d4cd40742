import type { MessageLanguage } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { jobNames } from '../../jobs/queue.ts';
import { requireHuman } from '../bot-check/index.ts';
import { queueEmail, facilitySender } from '../outbox/index.ts';
import { loadSettings } from '../settings/index.ts';
import { contactEmail } from './contact-email.ts';
import { checkContactFields } from './contact-fields.ts';
import type { ContactInput } from './contact-fields.ts';

/** The facility reads its own inbox in English (no setting chooses another language yet). */
const FACILITY_LANGUAGE: MessageLanguage = 'en';

/**
 * POST settings/ContactForm: the contact, careers, tour request and 'New Payment' notices, mailed to the
 * facility's address (settings facilityEmail) with the visitor as Reply-To. The fields and the bot check
 * come first, so a refusal stores and sends nothing.
 */
export async function sendContactForm(
  ctx: Pick<AppContext, 'db' | 'clock' | 'caches' | 'adapters' | 'jobs'>,
  input: ContactInput,
  ip: string | null,
): Promise<void> {
  const fields = checkContactFields(input);
  await requireHuman(ctx, input.reCaptchaTokenResponse, ip);
  // Read before the transaction: on the embedded engine a query outside it would wait for it.
  const settings = await loadSettings(ctx);
  await ctx.db.transaction((tx) =>
    queueEmail(ctx, tx, {
      to: settings.facilityEmail,
      email: contactEmail(fields, FACILITY_LANGUAGE),
      language: FACILITY_LANGUAGE,
      from: facilitySender(settings),
      replyTo: fields.email,
    }),
  );
  ctx.jobs.wake(jobNames.deliverMessage);
}
