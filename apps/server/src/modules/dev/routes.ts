import { devEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { served } from '../../http/contract-route.ts';
import { listOutboundMessages, moveClock, readClock } from './service.ts';

const tags = ['dev'];

/** docs/design.md §7: development endpoints, registered only with DEV_TOOLS=1 (so they answer 404 otherwise). */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.messages, { tags, summary: 'Outbox messages, newest first' }),
    handler: async (request) => listOutboundMessages(ctx, request.query.to),
  });

  app.route({
    ...served(app, endpoints.clock, { tags, summary: "The server's now" }),
    handler: async () => readClock(ctx),
  });

  app.route({
    ...served(app, endpoints.setClock, {
      tags,
      summary: "Fix the server's now (null: real time again); the reminders then due are queued",
    }),
    handler: async (request) => moveClock(ctx, request.body.now),
  });
};
