import { usersEndpoints as endpoints } from '@tevila/contract/endpoints';
import { roleNames } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireRole, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { setPassword } from './password-service.ts';
import { setUserRole } from './roles-service.ts';
import { getUser, patchUser } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.user, {
      tags: ['users'],
      summary: 'A user: her own, or anyone for Admin, Receptionist and UserPlateAdmin',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => getUser(ctx, principalOf(request), request.params.id),
  });

  app.route({
    ...served(app, endpoints.patch, {
      tags: ['users'],
      summary: 'Change a user with a JSON-patch list',
      description:
        'op "add" or "replace". Her own user: plateNumber, language, notes, notificationReservations, notificationDayBefore, notificationDayOf. Admin also: internalNote, testUser, hasExtraTime. Any other path is refused and nothing changes.',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(
        await patchUser(ctx, principalOf(request), {
          id: request.params.id,
          patch: request.body,
          actor: actorOf(request),
        }),
      ),
  });

  for (const [endpoint, grant] of [
    [endpoints.grantRole, true],
    [endpoints.removeRole, false],
  ] as const) {
    app.route({
      ...served(app, endpoint, {
        tags: ['users'],
        summary: grant ? 'Give a user a role (Admin)' : 'Take a role from a user (Admin)',
        description: `Roles: ${roleNames.join(', ')}.`,
        security,
      }),
      preHandler: requireRole(ctx, ['Admin']),
      handler: async (request) =>
        updated(
          await setUserRole(ctx, principalOf(request), {
            id: request.params.id,
            role: request.params.role,
            grant,
            actor: actorOf(request),
          }),
        ),
    });
  }

  app.route({
    ...served(app, endpoints.setPassword, {
      tags: ['account'],
      summary: 'Set a password (her own, or any user for Admin)',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => {
      await setPassword(ctx, principalOf(request), request.body, actorOf(request));
      return updated(null);
    },
  });
};
