import { toursEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { formRateLimit } from '../settings/index.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { security, updated } from '../../http/schemas.ts';
import { sendSharedAnswer } from '../../changes/shared-answer.ts';
import { createTour, editTour, removeTour } from './admin-service.ts';
import { listToursForAdmin, upcomingToursAnswer } from './list-service.ts';
import { signUpForTour } from './signup-service.ts';

const tags = ['tours'];

/** Tours (docs/product/site-and-staff.md §2, §3; docs/design.md §5): the public list and sign-up, and the administrators' changes. */
export const tourRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = requireRole(ctx, ['Admin']);

  app.route({
    ...served(app, endpoints.upcoming, { tags, summary: 'Upcoming tours with room left, soonest first' }),
    handler: async (request, reply) =>
      sendSharedAnswer(request, reply, await upcomingToursAnswer(ctx, request.query.type)),
  });

  app.route({
    ...served(app, endpoints.signup, { tags, summary: "Sign up for a tour; the facility's email is told" }),
    config: { rateLimit: formRateLimit(ctx) },
    handler: async (request) => {
      await signUpForTour(ctx, {
        tourId: request.params.id,
        body: request.body,
        ip: request.ip,
        language: requestLanguage(request),
      });
      return { success: true as const, errorMessage: null };
    },
  });

  app.route({
    ...served(app, endpoints.adminList, {
      tags,
      summary: 'Every tour, past ones included, with its sign-up count (Admin)',
      security,
    }),
    preHandler: admin,
    handler: async () => listToursForAdmin(ctx),
  });

  app.route({
    ...served(app, endpoints.create, { tags, summary: 'Add a tour (Admin)', security }),
    preHandler: admin,
    handler: async (request) =>
      updated(await createTour(ctx, { body: request.body, actor: actorOf(request) })),
  });

  app.route({
    ...served(app, endpoints.replace, {
      tags,
      summary: 'Replace a tour (Admin)',
      description: 'The same body as POST tours; an absent location or capacity clears it.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(await editTour(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) })),
  });

  app.route({
    ...served(app, endpoints.remove, {
      tags,
      summary: 'Delete a tour (Admin)',
      description: 'Refused while people are signed up, unless force=true, which removes their sign-ups too.',
      security,
    }),
    preHandler: admin,
    handler: async (request) => {
      await removeTour(ctx, {
        id: request.params.id,
        force: request.query.force === 'true',
        actor: actorOf(request),
      });
      return updated(null);
    },
  });
};
