import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import {
  failureSchema,
  guarded,
  isoDateQuery,
  messageSchema,
  security,
  updated,
} from '../../http/schemas.ts';
import { listUpcomingOverrides, removeOverride, setOverride } from './overrides-service.ts';
import {
  nullResultAnswer,
  scheduleOverrideAnswer,
  scheduleOverrideBody,
  scheduleOverrideListSchema,
} from './schemas.ts';

const params = z.object({ date: isoDateQuery('date') });

/** Administrators' changes to single nights (docs/design.md §5, §6). */
export const overrideRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preHandler = requireRole(ctx, ['Admin']);

  app.get(
    '/settings/schedule/overrides',
    {
      preHandler,
      schema: {
        tags: ['schedule'],
        summary: 'Overrides from tonight on (Admin)',
        security,
        response: { 200: scheduleOverrideListSchema, ...guarded },
      },
    },
    async () => listUpcomingOverrides(ctx),
  );

  app.put(
    '/settings/schedule/overrides/:date',
    {
      preHandler,
      schema: {
        tags: ['schedule'],
        summary: 'Override one night: closed, or its hours, and a note (Admin)',
        description:
          'Times are local "HH:mm"; null keeps the computed time. GET settings/schedule shows it at once.',
        security,
        params,
        body: scheduleOverrideBody,
        response: { 200: scheduleOverrideAnswer, 400: failureSchema, ...guarded },
      },
    },
    async (request) =>
      updated(
        await setOverride(ctx, { date: request.params.date, body: request.body, actor: actorOf(request) }),
      ),
  );

  app.delete(
    '/settings/schedule/overrides/:date',
    {
      preHandler,
      schema: {
        tags: ['schedule'],
        summary: 'Remove the override of one night (Admin)',
        security,
        params,
        response: { 200: nullResultAnswer, 400: messageSchema, 404: messageSchema, ...guarded },
      },
    },
    async (request) => {
      await removeOverride(ctx, { date: request.params.date, actor: actorOf(request) });
      return updated(null);
    },
  );
};
