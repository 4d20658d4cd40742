import { amountField, described, money, noteField } from '@tevila/contract';
import { cardBrands, cardMessages } from '@tevila/domain';
import { z } from 'zod';
import { schemaText } from '../../i18n/messages.ts';

// makepayment's request and answer are the web's too: they live in the contract (docs/decisions/0034).
export { makePaymentAnswer as makePaymentResponse, makePaymentBody } from '@tevila/contract';

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

export const savedCardSchema = z.object({ id: z.string(), brand: z.string(), last4: z.string() });

export const userParams = z.object({ id: z.string().max(100) });
export const userCardParams = z.object({ id: z.string().max(100), cardId: z.string().max(300) });

export const listQuery = z.object({
  dt: z.string().max(40).optional(),
  dtTo: z.string().max(40).optional(),
});

export const paymentListItemSchema = z.object({
  id: z.number().int().describe('The paymentId a refund names'),
  dateCreated: z.string(),
  kind: z.enum(['payment', 'donation', 'tip', 'refund']),
  method: z.string(),
  amount: described(money, 'Refunds are negative'),
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
  amt: described(amountField(), 'Dollars; omitted = whatever remains refundable'),
});

export const intentBody = z.object({ amt: amountField(), reservationId: noteField('reservationId', 100) });
export const intentResponse = z.object({
  id: z.string(),
  clientSecret: z.string(),
  ledgerEntryId: z.number().int(),
});
