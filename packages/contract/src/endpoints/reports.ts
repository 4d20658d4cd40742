import { z } from 'zod';
import { fieldText, msg } from '../field-messages.ts';
import { paymentsReportAnswer, paymentsReportRangeShape } from '../payments-report.ts';
import { reportsApi as routes } from '../routes/reports.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { guarded } from './refusals.ts';
import { messageSchema } from '../answers.ts';

// Sent as raw bytes (Fastify never serialises a Buffer); declared for the OpenAPI document.
const csvFile = z.custom<Uint8Array>((value) => value instanceof Uint8Array).describe('text/csv');

export const reportsEndpoints = {
  // The format is the server's alone: the web asks for the CSV by its URL, never through a form.
  payments: endpoint(routes.payments, {
    query: z.object({
      ...paymentsReportRangeShape,
      format: z.enum(['json', 'csv'], { error: fieldText(msg('report.formatChoice')) }).optional(),
    }),
    answers: { 200: z.union([paymentsReportAnswer, csvFile]), 400: messageSchema, ...guarded },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
