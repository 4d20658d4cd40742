import { cardBrands, cardMessages } from '@tevila/domain';
import { z } from 'zod/mini';
import { fieldText } from './field-messages.ts';
import { described } from './values.ts';

/** The card checks' own sentences (the domain's, as the provider words them). */
const number = fieldText(cardMessages.number);
const expMonth = fieldText(cardMessages.expMonth);
const expYear = fieldText(cardMessages.expYear);
const cvc = fieldText(cardMessages.cvc);
const postalCode = fieldText(cardMessages.postalCode);

/**
 * POST payments/sandbox/tokens: a test card as the sandbox's card form sends it. The form checks the
 * card itself as she types (brand, Luhn, expiry, security code); the server checks it again.
 */
export const sandboxTokenBody = z.object({
  number: z.string({ error: number }).check(z.maxLength(30, { error: number })),
  expMonth: z.coerce.number({ error: expMonth }).check(z.int({ error: expMonth })),
  expYear: z.coerce.number({ error: expYear }).check(z.int({ error: expYear })),
  cvc: z.coerce.string({ error: cvc }).check(z.maxLength(4, { error: cvc })),
  postalCode: z.optional(z.string({ error: postalCode }).check(z.maxLength(12, { error: postalCode }))),
});

/** What the card form sends (the numbers as numbers). */
export type SandboxCardInput = z.output<typeof sandboxTokenBody>;

/** Its answer: a tokenised card, whose id goes to makepayment (sourceToken) or to a saved-card PUT. */
export const sandboxTokenAnswer = z.object({
  id: described(z.string(), 'A single-use token (tok_…)'),
  card: z.object({ brand: z.enum(cardBrands), last4: z.string() }),
});

export type CardToken = z.infer<typeof sandboxTokenAnswer>;
