import { checkReportRange, reportMessages } from '@tevila/domain';
import { z } from 'zod/mini';
import { fieldText, msg } from './field-messages.ts';
import { paymentListItemSchema } from './payment-list-item.ts';
import { described, money, whole } from './values.ts';

/** A night of the range as the query carries it; the service reads it as YYYY-MM-DD. */
const reportDate = (name: 'from' | 'to') => {
  const error = fieldText(msg('field.dateFormat', { field: name }));
  return z.string({ error }).check(z.maxLength(40, { error }));
};

/** GET payments/report's from and to (its format stays the server's: the web asks for the CSV by URL). */
export const paymentsReportRangeShape = {
  from: z.optional(reportDate('from')),
  to: z.optional(reportDate('to')),
};

/**
 * The range as the report's form sends it: the query's fields, then the range as the server's service
 * judges it (docs/product/site-and-staff.md §2, Payments Report): both dates, in order, at most 366
 * nights, each refusal with the server's own sentence, on the field it names. The route declares only
 * the fields, so the service keeps answering those refusals itself, word for word as before.
 */
export const paymentsReportRange = z.object({ from: reportDate('from'), to: reportDate('to') }).check(
  z.superRefine(({ from, to }, ctx) => {
    const range = checkReportRange(from, to);
    if (range.ok) return;
    ctx.issues.push({
      code: 'custom',
      input: { from, to },
      path: [range.message === reportMessages.from ? 'from' : 'to'],
      message: fieldText(range.message),
    });
  }),
);

export type PaymentsReportRange = z.infer<typeof paymentsReportRange>;

/** Its JSON answer: the entries of the nights from … to, with the totals by method and in all. */
export const paymentsReportAnswer = z.object({
  from: z.string(),
  to: z.string(),
  payments: z.array(paymentListItemSchema),
  totals: described(
    z.array(z.object({ method: z.string(), count: whole(), amount: money })),
    'Settled entries only, by method; refunds count against their method',
  ),
  total: money,
  donationTotal: described(
    money,
    'Of the total, the donations and tips: given on their own, or the donation part of a payment on a reservation',
  ),
});

export type PaymentsReport = z.infer<typeof paymentsReportAnswer>;
export type ReportTotal = PaymentsReport['totals'][number];
