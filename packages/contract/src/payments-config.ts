import { z } from 'zod/mini';
import { described } from './values.ts';

/** GET payments/config (public): which card form the pages show, the sandbox's or Stripe Elements. */
export const paymentsConfigAnswer = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: described(z.nullable(z.string()), 'Stripe Elements key; null with the sandbox'),
  stripeAccount: z.optional(
    described(
      z.string(),
      "Stripe: the facility's own connected account, for Stripe.js; absent when it has none",
    ),
  ),
});

export type PaymentsConfig = z.infer<typeof paymentsConfigAnswer>;
export type PaymentProvider = PaymentsConfig['provider'];
