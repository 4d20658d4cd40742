import { excludedAttendantsEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { listExcludedAttendants, setExcludedAttendant } from './service.ts';

/** A patron's excluded attendants (docs/product/site-and-staff.md §5, §7; docs/design.md §5 PUT|DELETE users/{id}/excludedattendants/{attendantId}). */
export const excludedAttendantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.list, {
      tags: ['users'],
      summary: 'Her excluded attendants with their names (her own, or anyone for staff)',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => listExcludedAttendants(ctx, principalOf(request), request.params.id),
  });

  for (const [endpoint, exclude] of [
    [endpoints.exclude, true],
    [endpoints.include, false],
  ] as const) {
    app.route({
      ...served(app, endpoint, {
        tags: ['users'],
        summary: exclude
          ? 'Exclude an attendant (her own, or any user for Admin)'
          : 'Stop excluding an attendant (her own, or any user for Admin)',
        description: exclude
          ? 'At most 2; the attendant must exist and be active. Excluding one already excluded changes nothing.'
          : 'Removing one that is not excluded changes nothing.',
        security,
      }),
      preHandler: requireUser(ctx),
      handler: async (request) =>
        updated(
          await setExcludedAttendant(ctx, principalOf(request), {
            userId: request.params.id,
            attendantId: request.params.attendantId,
            exclude,
            actor: actorOf(request),
          }),
        ),
    });
  }
};
