import { dateTimeFormat, localeOf, type MessageLanguage } from '@tevila/domain';
import { type LocalMessage, msg, render } from '../../i18n/messages.ts';
import { composeEmail } from '../outbox/index.ts';
import type { ComposedEmail } from '../outbox/index.ts';
import type { TourRow } from './repo.ts';
import type { SignupFields } from './signup-fields.ts';

/** "Tuesday, December 1, 2026 at 7:00 PM" in the facility's zone: the facility reads its own clock. */
export function tourWhen(startsAt: Date, timeZone: string, language: MessageLanguage): string {
  return dateTimeFormat(localeOf[language], {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  })
    .format(startsAt)
    .replace(/\u202f/g, ' '); // ICU puts a narrow no-break space before AM/PM; plain mail readers show it oddly.
}

/**
 * The facility's notice of a sign-up, in `language` (the language of the page she signed up from, as
 * the contact form's). The visitor's fields are plain values: composeEmail escapes them in the HTML body.
 */
export function signupEmail(
  tour: Pick<TourRow, 'type' | 'startsAt' | 'location'>,
  person: SignupFields,
  place: { timeZone: string; language: MessageLanguage },
): ComposedEmail {
  const { timeZone, language } = place;
  const say = (message: LocalMessage) => render(message, language);
  const subject = say(msg(`staffEmail.tour.subject.${tour.type}`));
  return composeEmail({
    language,
    subject,
    heading: subject,
    fields: [
      [say(msg('staffEmail.tour.firstName')), person.firstName],
      [say(msg('staffEmail.tour.lastName')), person.lastName],
      [say(msg('staffEmail.tour.email')), person.email],
      [say(msg('staffEmail.tour.when')), tourWhen(tour.startsAt, timeZone, language)],
      ...(tour.location !== null ? [[say(msg('staffEmail.tour.location')), tour.location] as const] : []),
    ],
    footer: say(msg('staffEmail.tour.footer')),
  });
}
