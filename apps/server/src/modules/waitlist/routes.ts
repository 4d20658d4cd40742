import {
  reservationSchema,
  waitlistEntrySchema,
  waitlistJoinBody,
  waitlistListSchema,
} from '@tevila/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import {
  failureSchema,
  guarded,
  guardedById,
  isoDateQuery,
  messageSchema,
  security,
  updated,
  updateResultSchema,
} from '../../http/schemas.ts';
import { acceptOffer, joinWaitlist, leaveWaitlist, listWaitlist } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });
const entryResponses = {
  200: updateResultSchema(waitlistEntrySchema),
  400: failureSchema,
  409: failureSchema,
  ...guardedById,
};

/** docs/rules/the-night.md, Waitlist: a full night's line, its offers and their taking. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/reservations/waitlist',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary: "Join a full night's waitlist with the times she could make",
        security,
        body: waitlistJoinBody,
        response: {
          200: updateResultSchema(waitlistEntrySchema),
          400: failureSchema,
          409: failureSchema,
          ...guarded,
        },
      },
    },
    async (request) => updated(await joinWaitlist(ctx, principalOf(request), request.body, actorOf(request))),
  );

  app.get(
    '/reservations/waitlist',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary: "Her places in line from today on; the desk's, with dt, a night's whole line",
        security,
        querystring: z.object({ dt: isoDateQuery('dt').optional() }),
        response: { 200: waitlistListSchema, 400: messageSchema, ...guarded },
      },
    },
    async (request) => listWaitlist(ctx, principalOf(request), request.query.dt),
  );

  app.delete(
    '/reservations/waitlist/:id',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary: 'Leave the line; a place held for her goes to the next',
        security,
        params: idParams,
        response: entryResponses,
      },
    },
    async (request) =>
      updated(await leaveWaitlist(ctx, principalOf(request), request.params.id, actorOf(request))),
  );

  app.post(
    '/reservations/waitlist/:id/accept',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary: 'Take the place held for her, while it is held',
        security,
        params: idParams,
        response: { ...entryResponses, 200: updateResultSchema(reservationSchema) },
      },
    },
    async (request) =>
      updated(await acceptOffer(ctx, principalOf(request), request.params.id, actorOf(request))),
  );
};
