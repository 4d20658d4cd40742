import type { MessageLanguage } from '@tevila/domain';
import { type LocalMessage, msg, render } from '../../i18n/messages.ts';
import { composeEmail } from '../outbox/index.ts';
import type { ComposedEmail } from '../outbox/index.ts';
import type { ContactFields } from './contact-fields.ts';

/** Which form a message came from, told by the text the web composes for it (docs/product/site-and-staff.md §3). */
export type ContactKind = 'careers' | 'payment' | 'kallahTour' | 'groupTour' | 'contact';

export const KALLAH_FALLBACK = 'Please let me know when a Kallah tour is available.';

export function contactKind(message: string): ContactKind {
  if (message.startsWith('Careers Form Submission')) return 'careers';
  if (message.startsWith('New Payment')) return 'payment';
  if (message.includes(KALLAH_FALLBACK)) return 'kallahTour';
  if (/^group tour/i.test(message)) return 'groupTour';
  return 'contact';
}

/**
 * The facility's copy of a form, in `language` (the language of the page she wrote from): who wrote,
 * how to answer, and the message as the web composed it.
 */
export function contactEmail(fields: ContactFields, language: MessageLanguage): ComposedEmail {
  const say = (message: LocalMessage) => render(message, language);
  const subject = say(msg(`staffEmail.contact.subject.${contactKind(fields.message)}`));
  const name = `${fields.firstName} ${fields.lastName}`.trim();
  return composeEmail({
    language,
    subject,
    heading: subject,
    fields: [
      ...(name !== '' ? [[say(msg('staffEmail.contact.name')), name] as const] : []),
      [say(msg('staffEmail.contact.email')), fields.email],
    ],
    paragraphs: [fields.message],
    footer: say(msg('staffEmail.contact.footer')),
  });
}
