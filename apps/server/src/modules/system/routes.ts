import { metaSchema } from '@tevila/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { messageSchema } from '../../http/schemas.ts';
import { checkReady } from './service.ts';

const statusSchema = z.object({ status: z.literal('ok') });

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; version: string }> = async (
  app,
  { ctx, version },
) => {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'The process is up', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: { 200: statusSchema, 503: messageSchema },
      },
    },
    async () => {
      await checkReady(ctx);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/meta.json',
    {
      schema: {
        tags: ['system'],
        summary: 'The running version',
        response: { 200: metaSchema },
      },
    },
    async (_request, reply) => {
      // The web app polls this to learn of a new release, so it must never come from a cache.
      reply.header('cache-control', 'no-store');
      return { version };
    },
  );
};
