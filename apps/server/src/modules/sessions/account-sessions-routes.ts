import { accountSessionsEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { listAccountSessions, signOutOtherSessions, signOutSession } from './account-sessions-service.ts';

const tags = ['account'];

/** Her signed-in devices (docs/product/site-and-staff.md, Signed-in devices), patrons and staff alike. */
export const accountSessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.list, {
      tags,
      summary: 'Her signed-in devices: this one first, then the most recently used',
      description:
        'Sessions not signed out and used within the 60 days a refresh token lives. The device is read from the User-Agent and the place is the network with its host part hidden; neither is kept in more detail.',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => listAccountSessions(ctx, principalOf(request)),
  });

  app.route({
    ...served(app, endpoints.one, {
      tags,
      summary: 'Sign one of her other devices out, at once (audited)',
      description:
        "Its access and refresh tokens stop working and its device secret is revoked. Another user's session, or an id of the wrong shape, is 404 and nothing changes; this device, or one already signed out, is refused.",
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => {
      await signOutSession(ctx, principalOf(request), request.params.id, actorOf(request));
      return updated(null);
    },
  });

  app.route({
    ...served(app, endpoints.signOutOthers, {
      tags,
      summary: 'Sign out every device of hers but this one, at once (audited)',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(await signOutOtherSessions(ctx, principalOf(request), actorOf(request))),
  });
};
