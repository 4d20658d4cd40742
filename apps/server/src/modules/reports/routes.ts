import { paymentsReportAnswer, paymentsReportRangeShape } from '@tevila/contract';
import { REPORT_MAX_NIGHTS } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../http/auth.ts';
import { messageSchema, security } from '../../http/schemas.ts';
import { msg, schemaText } from '../../i18n/messages.ts';
import { paymentsReport, paymentsReportCsv } from './service.ts';

// The JSON answer and the range are the web's too: they live in the contract (docs/decisions/0034).
// The format stays here: the web asks for the CSV by its URL, never through a form.

// Sent as raw bytes (Fastify never serialises a Buffer); declared for the OpenAPI document.
const csvSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('text/csv');

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
          ...paymentsReportRangeShape,
          format: z.enum(['json', 'csv'], { error: schemaText(msg('report.formatChoice')) }).optional(),
        }),
        response: {
          200: z.union([paymentsReportAnswer, csvSchema]),
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
