import { roleNames } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../http/auth.ts';
import { messageSchema, security } from '../../http/schemas.ts';
import { msg, schemaText } from '../../i18n/messages.ts';
import { listedUserListSchema } from './schemas.ts';
import { PHONE_SEARCH_MAX_RESULTS, searchUsers, usersWithRole } from './search-service.ts';

const answers = {
  200: listedUserListSchema,
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
};

/** Looking users up: by part of the phone (desk, plates) and by role (Admin). */
export const userSearchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/search',
    {
      preHandler: requireRole(ctx, ['Receptionist', 'Admin', 'UserPlateAdmin']),
      schema: {
        tags: ['users'],
        summary: 'Users whose phone contains the digits typed (desk, UserPlateAdmin)',
        description: `The input is cut to 15 characters and its digits (at least 4) searched; at most ${PHONE_SEARCH_MAX_RESULTS} users, by phone. Deleted accounts never appear.`,
        security,
        querystring: z.object({
          phone: z
            .string({ error: schemaText(msg('field.mustBeText', { field: 'phone' })) })
            .max(1000, { error: schemaText(msg('field.tooLong', { field: 'phone' })) })
            .optional(),
        }),
        response: answers,
      },
    },
    async (request) => searchUsers(ctx, request.query.phone),
  );

  app.get(
    '/users',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['users'],
        summary: 'Users holding a role (Admin)',
        description: `role: ${roleNames.join(', ')}.`,
        security,
        querystring: z.object({
          role: z
            .string({ error: schemaText(msg('field.mustBeText', { field: 'role' })) })
            .max(100, { error: schemaText(msg('field.tooLong', { field: 'role' })) })
            .optional(),
        }),
        response: answers,
      },
    },
    async (request) => usersWithRole(ctx, request.query.role),
  );
};
