import { scheduleEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { listUpcomingOverrides, removeOverride, setOverride } from './overrides-service.ts';

const tags = ['schedule'];

/** Administrators' changes to single nights (docs/design.md §5, §6). */
export const overrideRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preHandler = requireRole(ctx, ['Admin']);

  app.route({
    ...served(app, endpoints.overrides, { tags, summary: 'Overrides from tonight on (Admin)', security }),
    preHandler,
    handler: async () => listUpcomingOverrides(ctx),
  });

  app.route({
    ...served(app, endpoints.setOverride, {
      tags,
      summary: 'Override one night: closed, or its hours, and a note (Admin)',
      description:
        'Times are local "HH:mm"; null keeps the computed time. GET settings/schedule shows it at once.',
      security,
    }),
    preHandler,
    handler: async (request) =>
      updated(
        await setOverride(ctx, { date: request.params.date, body: request.body, actor: actorOf(request) }),
      ),
  });

  app.route({
    ...served(app, endpoints.removeOverride, {
      tags,
      summary: 'Remove the override of one night (Admin)',
      security,
    }),
    preHandler,
    handler: async (request) => {
      await removeOverride(ctx, { date: request.params.date, actor: actorOf(request) });
      return updated(null);
    },
  });
};
