import type { MessageLanguage } from '@tevila/domain';
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

const texts = {
  en: {
    subject: {
      careers: 'Careers Form Submission',
      payment: 'New Payment',
      kallahTour: 'Kallah Tour Request',
      groupTour: 'Group Tour Request',
      contact: 'Contact Form',
    },
    name: 'Name',
    email: 'Email',
    footer: 'Sent from the website. Replying to this email answers the sender.',
  },
  he: {
    subject: {
      careers: 'פנייה מטופס הקריירה',
      payment: 'תשלום חדש',
      kallahTour: 'בקשה לסיור כלה',
      groupTour: 'בקשה לסיור קבוצתי',
      contact: 'טופס יצירת קשר',
    },
    name: 'שם',
    email: 'דוא״ל',
    footer: 'נשלח מהאתר. תשובה למייל זה תגיע לשולח/ת.',
  },
} as const satisfies Record<MessageLanguage, unknown>;

/** The facility's copy of a form: who wrote, how to answer, and the message as the web composed it. */
export function contactEmail(fields: ContactFields, language: MessageLanguage): ComposedEmail {
  const t = texts[language];
  const subject = t.subject[contactKind(fields.message)];
  const name = `${fields.firstName} ${fields.lastName}`.trim();
  return composeEmail({
    language,
    subject,
    heading: subject,
    fields: [...(name !== '' ? [[t.name, name] as const] : []), [t.email, fields.email]],
    paragraphs: [fields.message],
    footer: t.footer,
  });
}
