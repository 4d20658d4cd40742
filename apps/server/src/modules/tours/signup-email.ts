import { composeEmail } from '../outbox/index.ts';
import type { ComposedEmail } from '../outbox/index.ts';
import type { TourRow } from './repo.ts';
import type { SignupFields } from './signup-fields.ts';

/** "Tuesday, December 1, 2026 at 7:00 PM" in the facility's zone: the facility reads its own clock. */
export function tourWhen(startsAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  })
    .format(startsAt)
    .replace(/\u202f/g, ' '); // ICU puts a narrow no-break space before AM/PM; plain mail readers show it oddly.
}

/**
 * The facility's notice of a sign-up, in English as its inbox reads (like the contact form's). The
 * visitor's fields are plain values: composeEmail escapes them in the HTML body.
 */
export function signupEmail(
  tour: Pick<TourRow, 'type' | 'startsAt' | 'location'>,
  person: SignupFields,
  timeZone: string,
): ComposedEmail {
  const subject = `${tour.type} Tour Sign-up`;
  return composeEmail({
    language: 'en',
    subject,
    heading: subject,
    fields: [
      ['First name', person.firstName],
      ['Last name', person.lastName],
      ['Email', person.email],
      ['Tour', tourWhen(tour.startsAt, timeZone)],
      ...(tour.location !== null ? [['Location', tour.location] as const] : []),
    ],
    footer: 'Sent from the website. Replying to this email answers the visitor.',
  });
}
