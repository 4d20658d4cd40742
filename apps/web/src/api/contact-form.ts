import { formSentAnswer, type ContactFormRequest } from '@tevila/contract';
import type { TFunction } from 'i18next';
import { checkedAnswer } from './checked-answer';
import { http, preferErrorMessage } from './http';
import { paths } from './paths';

/** POST settings/ContactForm (docs/product/booking.md §3, §7): contact messages and the 'New Payment' notice. */
export type ContactFormInput = ContactFormRequest;

export async function postContactForm(input: ContactFormInput): Promise<void> {
  let answer: unknown;
  try {
    answer = await http.post<unknown>(paths.contactForm(), input);
  } catch (error) {
    throw preferErrorMessage(error);
  }
  checkedAnswer(formSentAnswer, answer);
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
  t: TFunction,
): Record<Exclude<keyof ContactFormRequest, 'reCaptchaTokenResponse'>, string> {
  return {
    firstName: t('forms.firstName'),
    lastName: t('forms.lastName'),
    email: t('forms.email'),
    message: t('forms.message'),
  };
}
