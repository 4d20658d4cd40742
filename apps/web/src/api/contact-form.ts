import { http, preferErrorMessage } from './http';
import { paths } from './paths';

/** POST settings/ContactForm (docs/product/booking.md §3, §7): contact messages and the 'New Payment' notice. */
export interface ContactFormInput {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  reCaptchaTokenResponse?: string;
}

export async function postContactForm(input: ContactFormInput): Promise<void> {
  try {
    await http.post(paths.contactForm(), input);
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

/** A public form's sender and message, as the office receives them: names and address trimmed. */
export function sendAsContactForm(
  sender: { firstName: string; lastName: string; email: string },
  message: string,
  token: string | undefined,
): Promise<void> {
  return postContactForm({
    firstName: sender.firstName.trim(),
    lastName: sender.lastName.trim(),
    email: sender.email.trim(),
    message,
    reCaptchaTokenResponse: token,
  });
}
