import { usersEndpoints as endpoints } from '@tevila/contract/endpoints';
import { roleNames } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security } from '../../http/schemas.ts';
import { PHONE_SEARCH_MAX_RESULTS, searchUsers, usersWithRole } from './search-service.ts';

/** Looking users up: by part of the phone (desk, plates) and by role (Admin). */
export const userSearchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.search, {
      tags: ['users'],
      summary: 'Users whose phone contains the digits typed (desk, UserPlateAdmin)',
      description: `The input is cut to 15 characters and its digits (at least 4) searched; at most ${PHONE_SEARCH_MAX_RESULTS} users, by phone. Deleted accounts never appear.`,
      security,
    }),
    preHandler: requireRole(ctx, ['Receptionist', 'Admin', 'UserPlateAdmin']),
    handler: async (request) => searchUsers(ctx, request.query.phone),
  });

  app.route({
    ...served(app, endpoints.byRole, {
      tags: ['users'],
      summary: 'Users holding a role (Admin)',
      description: `role: ${roleNames.join(', ')}.`,
      security,
    }),
    preHandler: requireRole(ctx, ['Admin']),
    handler: async (request) => usersWithRole(ctx, request.query.role),
  });
};
