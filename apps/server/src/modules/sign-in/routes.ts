import { signInEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { served } from '../../http/contract-route.ts';
import { updated } from '../../http/schemas.ts';
import { requestCode, verifyCode } from './service.ts';

const tags = ['account'];

/** docs/design.md §5 "Phone sign-in". */
export const signInRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.register, {
      tags,
      summary: 'Send a sign-in code by SMS',
      description:
        'Creates the user if the number is new. A code is valid 10 minutes; at most one a minute and 3 in 15 minutes per number, 20 an hour per network (an IPv6 /64); only to countries in smsCountries.',
    }),
    handler: async (request) => {
      await requestCode(ctx, request.body, request.ip);
      return updated(null);
    },
  });

  app.route({
    ...served(app, endpoints.registrationVerify, {
      tags,
      summary: 'Check a sign-in code; answers device credentials',
    }),
    handler: async (request, reply) => {
      // The answer holds device credentials: no cache may keep it (as POST /api/token's).
      reply.header('cache-control', 'no-store');
      return updated(await verifyCode(ctx, request.body, request.ip));
    },
  });
};
