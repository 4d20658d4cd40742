import { reportsEndpoints as endpoints } from '@tevila/contract/endpoints';
import { REPORT_MAX_NIGHTS } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { security } from '../../http/schemas.ts';
import { paymentsReport, paymentsReportCsv } from './service.ts';

/** Reports for administrators. */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.payments, {
      tags: ['payments'],
      summary: 'Payments, refunds, donations and tips of a range of nights (Admin)',
      description: `from and to are the facility's local dates, inclusive, at most ${REPORT_MAX_NIGHTS} nights. format=csv answers a download (text/csv) with the same rows and the totals.`,
      security,
    }),
    preHandler: requireRole(ctx, ['Admin']),
    handler: async (request, reply) => {
      const report = await paymentsReport(ctx, request.query);
      if (request.query.format !== 'csv') return report;
      const { fileName, csv } = paymentsReportCsv(report, requestLanguage(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  });
};
