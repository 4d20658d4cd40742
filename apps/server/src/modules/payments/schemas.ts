import { amountField, described } from '@tevila/contract';
import { z } from 'zod';

// makepayment's request and answer, the card form's, the provider's and her saved cards' are the web's
// too, and so is a payment as the report lists it: they live in the contract (docs/decisions/0034).
export {
  makePaymentAnswer as makePaymentResponse,
  makePaymentBody,
  paymentListItemSchema,
  paymentsConfigAnswer as configResponse,
  sandboxTokenAnswer as tokenResponse,
  sandboxTokenBody as tokenBody,
  savedCardListSchema,
  savedCardSchema,
} from '@tevila/contract';

export const userParams = z.object({ id: z.string().max(100) });
export const userCardParams = z.object({ id: z.string().max(100), cardId: z.string().max(300) });

export const listQuery = z.object({
  dt: z.string().max(40).optional(),
  dtTo: z.string().max(40).optional(),
});

export const refundBody = z.object({
  paymentId: z.unknown().optional().describe('The id of a payment in the payments list'),
  amt: described(amountField(), 'Dollars; omitted = whatever remains refundable'),
});
