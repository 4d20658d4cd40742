import { systemEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { served } from '../../http/contract-route.ts';
import { checkReady } from './service.ts';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; version: string }> = async (
  app,
  { ctx, version },
) => {
  app.route({
    ...served(app, endpoints.healthz, { tags, summary: 'The process is up' }),
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    ...served(app, endpoints.readyz, { tags, summary: 'The database answers' }),
    handler: async () => {
      await checkReady(ctx);
      return { status: 'ok' as const };
    },
  });

  app.route({
    ...served(app, endpoints.meta, { tags, summary: 'The running version' }),
    handler: async (_request, reply) => {
      // The web app polls this to learn of a new release, so it must never come from a cache.
      reply.header('cache-control', 'no-store');
      return { version };
    },
  });
};
