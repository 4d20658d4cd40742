import { attendantsEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireRole, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { createAttendant, editAttendant, findAttendants } from './service.ts';

/** Attendants (docs/product/site-and-staff.md §3, §7 "List attendants (active flag)"; docs/design.md §5 GET attendants?active=true). */
export const attendantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = requireRole(ctx, ['Admin']);

  app.route({
    ...served(app, endpoints.list, {
      tags: ['attendants'],
      summary: 'Attendants by name',
      description:
        'Admin and Receptionist: every attendant (active filters; search optional, at most 20 results). ' +
        'Anyone else: active attendants only, names only, and search of at least 3 characters is required. ' +
        'search matches first name, last name or "first last", without regard to case.',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => findAttendants(ctx, principalOf(request), request.query),
  });

  app.route({
    ...served(app, endpoints.create, {
      tags: ['attendants'],
      summary: 'Add an attendant (Admin)',
      description: 'Names are trimmed, 1 to 50 characters; a new attendant is active unless active is false.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(await createAttendant(ctx, { body: request.body, actor: actorOf(request) })),
  });

  app.route({
    ...served(app, endpoints.edit, {
      tags: ['attendants'],
      summary: 'Rename, deactivate or reactivate an attendant (Admin)',
      description: 'Only the fields given change. Attendants are never deleted: history names them.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(
        await editAttendant(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) }),
      ),
  });
};
