import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { failureSchema, messageSchema, throttledSchema, updated } from '../../http/schemas.ts';
import { nullResultAnswer, registerBody, verifyAnswer, verifyBody } from './schemas.ts';
import { requestCode, verifyCode } from './service.ts';

/** docs/design.md §5 "Phone sign-in". */
export const signInRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/account/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Send a sign-in code by SMS',
        description:
          'Creates the user if the number is new. A code is valid 10 minutes; at most one a minute and 3 in 15 minutes per number, 20 an hour per network (an IPv6 /64); only to countries in smsCountries.',
        body: registerBody,
        response: {
          200: nullResultAnswer,
          400: failureSchema,
          429: throttledSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => {
      await requestCode(ctx, request.body, request.ip);
      return updated(null);
    },
  );

  app.post(
    '/account/registrationVerify',
    {
      schema: {
        tags: ['account'],
        summary: 'Check a sign-in code; answers device credentials',
        body: verifyBody,
        response: { 200: verifyAnswer, 400: failureSchema, 503: messageSchema },
      },
    },
    async (request, reply) => {
      // The answer holds device credentials: no cache may keep it (as POST /api/token's).
      reply.header('cache-control', 'no-store');
      return updated(await verifyCode(ctx, request.body, request.ip));
    },
  );
};
