import { accountSessionListSchema, nullResultAnswer, signOutOthersAnswer } from '@tevila/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import { failureSchema, guardedById, messageSchema, security, updated } from '../../http/schemas.ts';
import { listAccountSessions, signOutOtherSessions, signOutSession } from './account-sessions-service.ts';

const sessionParams = z.object({ id: z.string().max(100) });

/** Her signed-in devices (docs/product/site-and-staff.md, Signed-in devices), patrons and staff alike. */
export const accountSessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/account/sessions',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['account'],
        summary: 'Her signed-in devices: this one first, then the most recently used',
        description:
          'Sessions not signed out and used within the 60 days a refresh token lives. The device is read from the User-Agent and the place is the network with its host part hidden; neither is kept in more detail.',
        security,
        response: { 200: accountSessionListSchema, 401: messageSchema },
      },
    },
    async (request) => listAccountSessions(ctx, principalOf(request)),
  );

  app.delete(
    '/account/sessions/:id',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['account'],
        summary: 'Sign one of her other devices out, at once (audited)',
        description:
          "Its access and refresh tokens stop working and its device secret is revoked. Another user's session, or an id of the wrong shape, is 404 and nothing changes; this device, or one already signed out, is refused.",
        security,
        params: sessionParams,
        response: { 200: nullResultAnswer, 400: failureSchema, ...guardedById },
      },
    },
    async (request) => {
      await signOutSession(ctx, principalOf(request), request.params.id, actorOf(request));
      return updated(null);
    },
  );

  app.post(
    '/account/sessions/signout-others',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['account'],
        summary: 'Sign out every device of hers but this one, at once (audited)',
        security,
        response: { 200: signOutOthersAnswer, 401: messageSchema },
      },
    },
    async (request) => updated(await signOutOtherSessions(ctx, principalOf(request), actorOf(request))),
  );
};
