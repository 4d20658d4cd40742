import { Readable } from 'node:stream';
import { auditActionsAnswer, auditPageAnswer, auditQueryShape } from '@tevila/contract';
import { AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX, AUDIT_PHONE_MIN_DIGITS } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../http/auth.ts';
import { guarded, messageSchema, security } from '../../http/schemas.ts';
import { auditActionList, auditCsv, auditPage } from './audit-service.ts';

// The answers and the query are the web's too: they live in the contract (docs/decisions/0034).

// Streamed (Fastify never serialises a stream); declared for the OpenAPI document.
const csvSchema = z.custom<Readable>((value) => value instanceof Readable).describe('text/csv');

const filters = `user: a user's id, cli, system or ADMIN_PHONES, or a phone number (its last ${AUDIT_PHONE_MIN_DIGITS}+ digits name one user); action: one of GET audit/actions; from and to: the facility's local days, inclusive, either may be left out.`;

/** The audit log for administrators: a page at a time, the actions it records, and a download. */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/audit',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['audit'],
        summary: 'What the audit log records, newest first, a page at a time (Admin)',
        description: `${filters} page from 1, pageSize 1–${AUDIT_PAGE_SIZE_MAX} (${AUDIT_PAGE_SIZE_DEFAULT} by default); a page past the last is refused.`,
        security,
        querystring: z.object(auditQueryShape),
        response: { 200: auditPageAnswer, 400: messageSchema, ...guarded },
      },
    },
    async (request) => auditPage(ctx, request.query),
  );

  app.get(
    '/audit/actions',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['audit'],
        summary: 'Every action the audit log records, for its filter (Admin)',
        security,
        response: { 200: auditActionsAnswer, ...guarded },
      },
    },
    async () => auditActionList(),
  );

  app.get(
    '/audit.csv',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['audit'],
        summary: 'Every entry that matches, as a CSV download (Admin)',
        description: `The filters of GET audit (page and pageSize are checked, but do not limit it): ${filters} Every matching entry, newest first, with before and after as JSON; a cell that would start a formula begins with an apostrophe.`,
        security,
        querystring: z.object(auditQueryShape),
        response: { 200: csvSchema, 400: messageSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await auditCsv(ctx, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
