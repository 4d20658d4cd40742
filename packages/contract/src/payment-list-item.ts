import { z } from 'zod/mini';
import { described, money, whole } from './values.ts';

/**
 * One entry of the money ledger as the payments list (GET payments/list), a refund's answer and the
 * payments report write it: a payment, a donation, a tip or a refund, with its payer.
 */
export const paymentListItemSchema = z.object({
  id: described(whole(), 'The paymentId a refund names'),
  dateCreated: z.string(),
  kind: z.enum(['payment', 'donation', 'tip', 'refund']),
  method: z.string(),
  amount: described(money, 'Refunds are negative'),
  donationPart: described(
    money,
    'Of a payment on a reservation, what paid its donations and tips (a refund: what it gave back of them, negative); 0 otherwise',
  ),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reference: described(z.nullable(z.string()), 'Last four digits of the card'),
  cardBrand: z.nullable(z.string()),
  transactionID: z.nullable(z.string()),
  note: z.nullable(z.string()),
  reservationId: z.nullable(z.string()),
  reservationNumber: z.nullable(whole()),
  userId: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  donationType: z.nullable(z.string()),
  refundOf: z.nullable(whole()),
  refundable: money,
});

export type PaymentListItem = z.infer<typeof paymentListItemSchema>;
