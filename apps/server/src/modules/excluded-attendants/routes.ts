import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import { failureSchema, guardedById, security, updated } from '../../http/schemas.ts';
import { excludedAttendantListSchema, userUpdateAnswer } from './schemas.ts';
import { listExcludedAttendants, setExcludedAttendant } from './service.ts';

/** A patron's excluded attendants (docs/product/site-and-staff.md §5, §7; docs/design.md §5 PUT|DELETE users/{id}/excludedattendants/{attendantId}). */
export const excludedAttendantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:id/excludedattendants',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['users'],
        summary: 'Her excluded attendants with their names (her own, or anyone for staff)',
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: excludedAttendantListSchema, ...guardedById },
      },
    },
    async (request) => listExcludedAttendants(ctx, principalOf(request), request.params.id),
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/users/:id/excludedattendants/:attendantId',
      preHandler: requireUser(ctx),
      schema: {
        tags: ['users'],
        summary:
          method === 'PUT'
            ? 'Exclude an attendant (her own, or any user for Admin)'
            : 'Stop excluding an attendant (her own, or any user for Admin)',
        description:
          method === 'PUT'
            ? 'At most 2; the attendant must exist and be active. Excluding one already excluded changes nothing.'
            : 'Removing one that is not excluded changes nothing.',
        security,
        params: z.object({ id: z.string().max(100), attendantId: z.string().max(100) }),
        response: { 200: userUpdateAnswer, 400: failureSchema, ...guardedById },
      },
      handler: async (request) =>
        updated(
          await setExcludedAttendant(ctx, principalOf(request), {
            userId: request.params.id,
            attendantId: request.params.attendantId,
            exclude: method === 'PUT',
            actor: actorOf(request),
          }),
        ),
    });
  }
};
