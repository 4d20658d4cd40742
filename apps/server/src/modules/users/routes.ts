import { roleNames } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireRole, requireUser } from '../../http/auth.ts';
import {
  failureSchema,
  guardedById,
  messageSchema,
  security,
  updated,
  updateResultSchema,
} from '../../http/schemas.ts';
import { setPassword } from './password-service.ts';
import { setUserRole } from './roles-service.ts';
import { userSchema, userUpdateAnswer } from './schemas.ts';
import { getUser, patchUser } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:id',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['users'],
        summary: 'A user: her own, or anyone for Admin, Receptionist and UserPlateAdmin',
        security,
        params: idParams,
        response: { 200: userSchema, 400: messageSchema, ...guardedById },
      },
    },
    async (request) => getUser(ctx, principalOf(request), request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['users'],
        summary: 'Change a user with a JSON-patch list',
        description:
          'op "add" or "replace". Her own user: plateNumber, language, notes, notificationReservations, notificationDayBefore, notificationDayOf. Admin also: internalNote, testUser, hasExtraTime. Any other path is refused and nothing changes.',
        security,
        params: idParams,
        body: z.unknown(),
        response: { 200: userUpdateAnswer, 400: failureSchema, ...guardedById },
      },
    },
    async (request) =>
      updated(
        await patchUser(ctx, principalOf(request), {
          id: request.params.id,
          patch: request.body,
          actor: actorOf(request),
        }),
      ),
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/users/:id/roles/:role',
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['users'],
        summary: method === 'PUT' ? 'Give a user a role (Admin)' : 'Take a role from a user (Admin)',
        description: `Roles: ${roleNames.join(', ')}.`,
        security,
        params: z.object({ id: z.string().max(100), role: z.string().max(100) }),
        response: { 200: userUpdateAnswer, 400: failureSchema, ...guardedById },
      },
      handler: async (request) =>
        updated(
          await setUserRole(ctx, principalOf(request), {
            id: request.params.id,
            role: request.params.role,
            grant: method === 'PUT',
            actor: actorOf(request),
          }),
        ),
    });
  }

  app.post(
    '/account/setpassword',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['account'],
        summary: 'Set a password (her own, or any user for Admin)',
        security,
        body: z
          .object({ userId: z.unknown(), NewPassword: z.unknown(), ConfirmPassword: z.unknown() })
          .partial(),
        response: { 200: updateResultSchema(z.null()), 400: failureSchema, ...guardedById },
      },
    },
    async (request) => {
      await setPassword(ctx, principalOf(request), request.body, actorOf(request));
      return updated(null);
    },
  );
};
