import { REPORT_MAX_NIGHTS } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../http/auth.ts';
import { messageSchema, security } from '../../http/schemas.ts';
import { msg, schemaText } from '../../i18n/messages.ts';
import { paymentListItemSchema } from '../payments/index.ts';
import { paymentsReport, paymentsReportCsv } from './service.ts';

const money = z.number().describe('Dollars, 2 decimals');

const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  payments: z.array(paymentListItemSchema),
  totals: z
    .array(z.object({ method: z.string(), count: z.number().int(), amount: money }))
    .describe('Settled entries only, by method; refunds count against their method'),
  total: money,
});

// Sent as raw bytes (Fastify never serialises a Buffer); declared for the OpenAPI document.
const csvSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('text/csv');

const text = (name: string) =>
  z
    .string({ error: schemaText(msg('field.dateFormat', { field: name })) })
    .max(40, { error: schemaText(msg('field.dateFormat', { field: name })) });

/** Reports for administrators. */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/payments/report',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['payments'],
        summary: 'Payments, refunds, donations and tips of a range of nights (Admin)',
        description: `from and to are the facility's local dates, inclusive, at most ${REPORT_MAX_NIGHTS} nights. format=csv answers a download (text/csv) with the same rows and the totals.`,
        security,
        querystring: z.object({
          from: text('from').optional(),
          to: text('to').optional(),
          format: z.enum(['json', 'csv'], { error: schemaText(msg('report.formatChoice')) }).optional(),
        }),
        response: {
          200: z.union([reportSchema, csvSchema]),
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const report = await paymentsReport(ctx, request.query);
      if (request.query.format !== 'csv') return report;
      const { fileName, csv } = paymentsReportCsv(report);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );
};
