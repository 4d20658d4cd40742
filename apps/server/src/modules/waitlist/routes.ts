import { waitlistEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { acceptOffer, joinWaitlist, leaveWaitlist, listWaitlist } from './service.ts';

const tags = ['reservations'];

/** docs/rules/the-night.md, Waitlist: a full night's line, its offers and their taking. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.join, {
      tags,
      summary: "Join a full night's waitlist with the times she could make",
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(await joinWaitlist(ctx, principalOf(request), request.body, actorOf(request))),
  });

  app.route({
    ...served(app, endpoints.list, {
      tags,
      summary: "Her places in line from today on; the desk's, with dt, a night's whole line",
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => listWaitlist(ctx, principalOf(request), request.query.dt),
  });

  app.route({
    ...served(app, endpoints.leave, {
      tags,
      summary: 'Leave the line; a place held for her goes to the next',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(await leaveWaitlist(ctx, principalOf(request), request.params.id, actorOf(request))),
  });

  app.route({
    ...served(app, endpoints.accept, {
      tags,
      summary: 'Take the place held for her, while it is held',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(await acceptOffer(ctx, principalOf(request), request.params.id, actorOf(request))),
  });
};
