import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { formRateLimit } from '../../http/form-limit.ts';
import {
  failureSchema,
  guarded,
  messageSchema,
  security,
  updated,
  updateResultSchema,
} from '../../http/schemas.ts';
import { notModified, sendSharedAnswer } from '../../http/shared-answer.ts';
import { msg, schemaText } from '../../i18n/messages.ts';
import { createTour, editTour, removeTour } from './admin-service.ts';
import { listToursForAdmin, upcomingToursAnswer } from './list-service.ts';
import {
  adminTourSchema,
  formSentAnswer,
  tourBody,
  tourIdParams,
  tourListSchema,
  tourSignupBody,
  tourTypeSchema,
} from './schemas.ts';
import { signUpForTour } from './signup-service.ts';

const FORCE_ERROR = schemaText(msg('field.trueOrFalse', { field: 'force' }));

/** Tours (docs/product/site-and-staff.md §2, §3; docs/design.md §5): the public list and sign-up, and the administrators' changes. */
export const tourRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = requireRole(ctx, ['Admin']);

  app.get(
    '/tours',
    {
      schema: {
        tags: ['tours'],
        summary: 'Upcoming tours with room left, soonest first',
        querystring: z.object({ type: tourTypeSchema.optional() }),
        response: { 200: tourListSchema, ...notModified, 400: messageSchema },
      },
    },
    async (request, reply) =>
      sendSharedAnswer(request, reply, await upcomingToursAnswer(ctx, request.query.type)),
  );

  app.post(
    '/tours/:id/signup',
    {
      config: { rateLimit: formRateLimit(ctx) },
      schema: {
        tags: ['tours'],
        summary: "Sign up for a tour; the facility's email is told",
        params: tourIdParams,
        body: tourSignupBody,
        response: {
          200: formSentAnswer,
          400: failureSchema,
          404: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => {
      await signUpForTour(ctx, { tourId: request.params.id, body: request.body, ip: request.ip });
      return { success: true as const, errorMessage: null };
    },
  );

  app.get(
    '/tours/admin',
    {
      preHandler: admin,
      schema: {
        tags: ['tours'],
        summary: 'Every tour, past ones included, with its sign-up count (Admin)',
        security,
        response: { 200: z.array(adminTourSchema), ...guarded },
      },
    },
    async () => listToursForAdmin(ctx),
  );

  app.post(
    '/tours',
    {
      preHandler: admin,
      schema: {
        tags: ['tours'],
        summary: 'Add a tour (Admin)',
        security,
        body: tourBody,
        response: { 200: updateResultSchema(adminTourSchema), 400: failureSchema, ...guarded },
      },
    },
    async (request) => updated(await createTour(ctx, { body: request.body, actor: actorOf(request) })),
  );

  app.put(
    '/tours/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['tours'],
        summary: 'Replace a tour (Admin)',
        description: 'The same body as POST tours; an absent location or capacity clears it.',
        security,
        params: tourIdParams,
        body: tourBody,
        response: {
          200: updateResultSchema(adminTourSchema),
          400: failureSchema,
          404: messageSchema,
          ...guarded,
        },
      },
    },
    async (request) =>
      updated(await editTour(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) })),
  );

  app.delete(
    '/tours/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['tours'],
        summary: 'Delete a tour (Admin)',
        description:
          'Refused while people are signed up, unless force=true, which removes their sign-ups too.',
        security,
        params: tourIdParams,
        querystring: z.object({
          force: z.enum(['true', 'false'], { error: FORCE_ERROR }).optional(),
        }),
        response: {
          200: updateResultSchema(z.null()),
          400: failureSchema,
          404: messageSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      await removeTour(ctx, {
        id: request.params.id,
        force: request.query.force === 'true',
        actor: actorOf(request),
      });
      return updated(null);
    },
  );
};
