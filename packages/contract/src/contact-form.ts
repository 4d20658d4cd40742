import { z } from 'zod/mini';
import { fieldText, msg } from './field-messages.ts';

/**
 * A public form's text field: loose on purpose, the server's service checks each field (required, an
 * address, one line) and answers the refusal shape with one sentence.
 */
export const formTextField = (name: string) =>
  z.optional(
    z.nullable(
      z
        .string({ error: fieldText(msg('field.mustBeText', { field: name })) })
        .check(z.maxLength(20_000, { error: fieldText(msg('field.tooLong', { field: name })) })),
    ),
  );

/** POST settings/ContactForm: the contact, careers, tour request and donation notices. */
export const contactFormBody = z.object({
  firstName: formTextField('firstName'),
  lastName: formTextField('lastName'),
  email: formTextField('email'),
  message: formTextField('message'),
  reCaptchaTokenResponse: formTextField('reCaptchaTokenResponse'),
});

export type ContactFormRequest = z.input<typeof contactFormBody>;

/** The answer of a public form that was sent (the contact form, a tour's sign-up). */
export const formSentAnswer = z.object({ success: z.literal(true), errorMessage: z.null() });
