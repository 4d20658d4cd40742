import { cardBrands, cardMessages } from '@tevila/domain';
import { z } from 'zod';
import { msg, schemaText } from '../../i18n/messages.ts';
import { reservationSchema } from '../reservations/index.ts';

const optionalText = (name: string, max: number) =>
  z
    .string({ error: schemaText(msg('field.mustBeText', { field: name })) })
    .max(max, { error: schemaText(msg('field.atMostChars', { field: name, max })) })
    .nullable()
    .optional();

const amt = z
  .unknown()
  .optional()
  .describe('Dollars, at most 2 decimals (a number, or a numeric string); checked by the service.');

/** The card checks' own sentences, carried through zod's text (i18n/messages.ts schemaText). */
const cardError = Object.fromEntries(
  Object.entries(cardMessages).map(([field, message]) => [field, schemaText(message)]),
) as Record<keyof typeof cardMessages, string>;

export const tokenBody = z.object({
  number: z.string({ error: cardError.number }).max(30, { error: cardError.number }),
  expMonth: z.coerce.number({ error: cardError.expMonth }).int({ error: cardError.expMonth }),
  expYear: z.coerce.number({ error: cardError.expYear }).int({ error: cardError.expYear }),
  cvc: z.coerce.string({ error: cardError.cvc }).max(4, { error: cardError.cvc }),
  postalCode: z.string({ error: cardError.postalCode }).max(12, { error: cardError.postalCode }).optional(),
});

export const tokenResponse = z.object({
  id: z.string().describe('A single-use token (tok_…)'),
  card: z.object({ brand: z.enum(cardBrands), last4: z.string() }),
});

export const configResponse = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable().describe('Stripe Elements key; null with the sandbox'),
});

export const makePaymentBody = z.object({
  method: optionalText('method', 20).describe('creditcard'),
  userId: optionalText('userId', 100),
  amt,
  email: optionalText('email', 254),
  reservationId: optionalText('reservationId', 100),
  sourceToken: optionalText('sourceToken', 200).describe(
    'A new card: a token (tok_…) or, from Stripe Elements, a payment method (pm_…)',
  ),
  sourceCard: optionalText('sourceCard', 200).describe('A saved card: its id'),
  saveCard: z
    .boolean({ error: schemaText(msg('field.trueOrFalse', { field: 'saveCard' })) })
    .nullable()
    .optional(),
  firstName: optionalText('firstName', 100),
  lastName: optionalText('lastName', 100),
  phone: optionalText('phone', 30),
  donationType: optionalText('donationType', 100).describe('Donation, Shabbos Payment, Tip, … or free text'),
  reCaptchaTokenResponse: optionalText('reCaptchaTokenResponse', 4000).describe(
    'The bot-check token; required from a guest (no signed-in user)',
  ),
});

export const makePaymentResponse = z.object({
  success: z.boolean(),
  errorMessage: z.string().nullable(),
  result: reservationSchema.nullable(),
  stripeErrorMessage: z.string().optional(),
  stripeErrorType: z.string().optional(),
  clientSecret: z
    .string()
    .optional()
    .describe(
      'With stripeErrorType authentication_required: confirm with Stripe.js (handleNextAction), then send the same request with the same Idempotency-Key',
    ),
});

export const savedCardSchema = z.object({ id: z.string(), brand: z.string(), last4: z.string() });

export const userParams = z.object({ id: z.string().max(100) });
export const userCardParams = z.object({ id: z.string().max(100), cardId: z.string().max(300) });

export const listQuery = z.object({
  dt: z.string().max(40).optional(),
  dtTo: z.string().max(40).optional(),
});

const money = z.number().describe('Dollars, 2 decimals');

export const paymentListItemSchema = z.object({
  id: z.number().int().describe('The paymentId a refund names'),
  dateCreated: z.string(),
  kind: z.enum(['payment', 'donation', 'tip', 'refund']),
  method: z.string(),
  amount: money.describe('Refunds are negative'),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reference: z.string().nullable().describe('Last four digits of the card'),
  cardBrand: z.string().nullable(),
  transactionID: z.string().nullable(),
  note: z.string().nullable(),
  reservationId: z.string().nullable(),
  reservationNumber: z.number().int().nullable(),
  userId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  donationType: z.string().nullable(),
  refundOf: z.number().int().nullable(),
  refundable: money,
});

export const refundBody = z.object({
  paymentId: z.unknown().optional().describe('The id of a payment in the payments list'),
  amt: amt.describe('Dollars; omitted = whatever remains refundable'),
});

export const intentBody = z.object({ amt, reservationId: optionalText('reservationId', 100) });
export const intentResponse = z.object({
  id: z.string(),
  clientSecret: z.string(),
  ledgerEntryId: z.number().int(),
});
