import { auditEndpoints as endpoints } from '@tevila/contract/endpoints';
import { AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX, AUDIT_PHONE_MIN_DIGITS } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { security } from '../../http/schemas.ts';
import { auditActionList, auditCsv, auditPage } from './audit-service.ts';

const tags = ['audit'];

const filters = `user: a user's id, cli, system or ADMIN_PHONES, or a phone number (its last ${AUDIT_PHONE_MIN_DIGITS}+ digits name one user); action: one of GET audit/actions; from and to: the facility's local days, inclusive, either may be left out.`;

/** The audit log for administrators: a page at a time, the actions it records, and a download. */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = requireRole(ctx, ['Admin']);

  app.route({
    ...served(app, endpoints.audit, {
      tags,
      summary: 'What the audit log records, newest first, a page at a time (Admin)',
      description: `${filters} page from 1, pageSize 1–${AUDIT_PAGE_SIZE_MAX} (${AUDIT_PAGE_SIZE_DEFAULT} by default); a page past the last is refused.`,
      security,
    }),
    preHandler: admin,
    handler: async (request) => auditPage(ctx, request.query),
  });

  app.route({
    ...served(app, endpoints.actions, {
      tags,
      summary: 'Every action the audit log records, for its filter (Admin)',
      security,
    }),
    preHandler: admin,
    handler: async () => auditActionList(),
  });

  app.route({
    ...served(app, endpoints.csv, {
      tags,
      summary: 'Every entry that matches, as a CSV download (Admin)',
      description: `The filters of GET audit (page and pageSize are checked, but do not limit it): ${filters} Every matching entry, newest first, with before and after as JSON; a cell that would start a formula begins with an apostrophe.`,
      security,
    }),
    preHandler: admin,
    handler: async (request, reply) => {
      const { fileName, stream } = await auditCsv(ctx, request.query, requestLanguage(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
};
