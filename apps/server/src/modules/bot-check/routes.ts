import { botCheckEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { served } from '../../http/contract-route.ts';
import { botCheckConfig, freshChallenge } from './service.ts';

const tags = ['botcheck'];

export const botCheckRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.config, {
      tags,
      summary: 'Which bot-check widget the forms show (docs/design.md §7)',
    }),
    handler: async () => botCheckConfig(ctx),
  });

  app.route({
    ...served(app, endpoints.challenge, {
      tags,
      summary: 'A fresh ALTCHA challenge (only while ALTCHA is the provider)',
      description:
        'Signed and expiring in minutes; the solved payload is sent as reCaptchaTokenResponse and accepted once.',
    }),
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (_request, reply) => {
      // Each challenge is single-use: no cache may hand the same one to two pages.
      reply.header('cache-control', 'no-store');
      return freshChallenge(ctx);
    },
  });
};
