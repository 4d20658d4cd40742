import { contactApi, urlOf, type ContactFormRequest } from '@tevila/contract';
import type { TextOf } from '../ui/error-sentence';
import { postForm } from './send-form';

/** POST settings/ContactForm (docs/product/booking.md §3, §7): contact messages and the 'New Payment' notice. */
export type ContactFormInput = ContactFormRequest;

export async function postContactForm(input: ContactFormInput): Promise<void> {
  const answer = await postForm(urlOf(contactApi.contactForm, {}), input);
  // The answer's check (the contract's schema) comes with zod, already loaded by the form's own check.
  const { readFormSent } = await import('./form-answers');
  readFormSent(answer);
}

/**
 * A public form's sender and message, as the office receives them (names and address trimmed): the
 * body the form's schema check reads, then sends with its bot-check token.
 */
export function contactFormRequest(
  sender: { firstName: string; lastName: string; email: string },
  message: string,
): ContactFormRequest {
  return {
    firstName: sender.firstName.trim(),
    lastName: sender.lastName.trim(),
    email: sender.email.trim(),
    message,
  };
}

/** The names her sentences give the contact form's fields: the labels on the page. */
export function contactFormLabels(
  text: TextOf,
): Record<Exclude<keyof ContactFormRequest, 'reCaptchaTokenResponse'>, string> {
  return {
    firstName: text('forms.firstName'),
    lastName: text('forms.lastName'),
    email: text('forms.email'),
    message: text('forms.message'),
  };
}
