import { z } from 'zod/mini';
import { formTextField } from './contact-form.ts';
import { fieldText, msg } from './field-messages.ts';
import { described, whole } from './values.ts';

/** The kinds of tour, as the server stores them. */
export const tourTypes = ['Kallah', 'Group'] as const;

/** One upcoming tour of GET tours, with the room it has left. */
export const publicTourSchema = z.object({
  id: z.string(),
  type: z.enum(tourTypes),
  date: described(z.string(), "ISO 8601 with the facility's offset, e.g. 2026-12-01T19:00:00-08:00"),
  location: z.nullable(z.string()),
  capacity: described(z.nullable(whole()), 'null = no limit'),
  spotsLeft: described(z.nullable(whole()), 'null when the tour has no limit'),
});

export const tourListSchema = z.array(publicTourSchema);

export type Tour = z.infer<typeof publicTourSchema>;

/** POST tours/{id}/signup: loose, the server's service checks each field; the answer is formSentAnswer. */
export const tourSignupBody = z.object({
  firstName: formTextField('firstName'),
  lastName: formTextField('lastName'),
  email: formTextField('email'),
  tourId: z.optional(
    z.nullable(
      z.union([z.string().check(z.maxLength(100)), z.number()], {
        error: fieldText(msg('tour.idFormat')),
      }),
    ),
  ),
  reCaptchaTokenResponse: formTextField('reCaptchaTokenResponse'),
});

export type TourSignupRequest = z.input<typeof tourSignupBody>;
