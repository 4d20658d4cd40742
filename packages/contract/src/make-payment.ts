import { z } from 'zod/mini';
import { fieldText, msg } from './field-messages.ts';
import { noteField } from './request-fields.ts';
import { reservationSchema } from './reservation.ts';
import { described } from './values.ts';

/** Dollars, checked by the server's service (it answers its own sentences for a bad amount). */
export const amountField = () =>
  described(
    z.optional(z.unknown()),
    'Dollars, at most 2 decimals (a number, or a numeric string); checked by the service.',
  );

/** POST payments/makepayment: pay a reservation, add a donation to it, or donate (guests too). */
export const makePaymentBody = z.object({
  method: described(noteField('method', 20), 'creditcard'),
  userId: noteField('userId', 100),
  amt: amountField(),
  email: noteField('email', 254),
  reservationId: noteField('reservationId', 100),
  sourceToken: described(
    noteField('sourceToken', 200),
    'A new card: a token (tok_…) or, from Stripe Elements, a payment method (pm_…)',
  ),
  sourceCard: described(noteField('sourceCard', 200), 'A saved card: its id'),
  saveCard: z.optional(
    z.nullable(z.boolean({ error: fieldText(msg('field.trueOrFalse', { field: 'saveCard' })) })),
  ),
  firstName: noteField('firstName', 100),
  lastName: noteField('lastName', 100),
  phone: noteField('phone', 30),
  donationType: described(noteField('donationType', 100), 'Donation, Shabbos Payment, Tip, … or free text'),
  reCaptchaTokenResponse: described(
    noteField('reCaptchaTokenResponse', 4000),
    'The bot-check token; required from a guest (no signed-in user)',
  ),
});

export type MakePaymentRequest = z.input<typeof makePaymentBody>;

/** Its answer: the reservation paid (null for a donation on its own), or the card's refusal. */
export const makePaymentAnswer = z.object({
  success: z.boolean(),
  errorMessage: z.nullable(z.string()),
  result: z.nullable(reservationSchema),
  stripeErrorMessage: z.optional(z.string()),
  stripeErrorType: z.optional(z.string()),
  clientSecret: described(
    z.optional(z.string()),
    'With stripeErrorType authentication_required: confirm with Stripe.js (handleNextAction), then send the same request with the same Idempotency-Key',
  ),
});

export type MakePaymentAnswer = z.infer<typeof makePaymentAnswer>;
