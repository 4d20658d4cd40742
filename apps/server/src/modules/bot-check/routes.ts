import { botCheckConfigSchema } from '@tevila/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { messageSchema } from '../../http/schemas.ts';
import { botCheckConfig, freshChallenge } from './service.ts';

// The config's answer is the web's too: it lives in the contract (docs/decisions/0034). The challenge
// is the widget library's own format and stays here. Loose: the signature covers every parameter, so
// none may be dropped on the way out.
const challengeResponse = z.object({
  parameters: z.looseObject({ algorithm: z.string(), expiresAt: z.number().optional() }),
  signature: z.string(),
});

export const botCheckRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/botcheck/config',
    {
      schema: {
        tags: ['botcheck'],
        summary: 'Which bot-check widget the forms show (docs/design.md §7)',
        response: { 200: botCheckConfigSchema },
      },
    },
    async () => botCheckConfig(ctx),
  );

  app.get(
    '/botcheck/challenge',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['botcheck'],
        summary: 'A fresh ALTCHA challenge (only while ALTCHA is the provider)',
        description:
          'Signed and expiring in minutes; the solved payload is sent as reCaptchaTokenResponse and accepted once.',
        response: { 200: challengeResponse, 404: messageSchema, 429: messageSchema },
      },
    },
    async (_request, reply) => {
      // Each challenge is single-use: no cache may hand the same one to two pages.
      reply.header('cache-control', 'no-store');
      return freshChallenge(ctx);
    },
  );
};
