import { devicesEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { createDevice, listDeviceViews, revokeDevice } from './service.ts';

const tags = ['devices'];

/** Devices an Admin unlocks (docs/staff-api.md Devices): a lobby kiosk, a room's tablet. */
export const deviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = requireRole(ctx, ['Admin']);

  app.route({
    ...served(app, endpoints.create, {
      tags,
      summary: 'Unlock a device: answers its token once',
      description:
        'kind kiosk (no roomId) or room (its roomId). The token (tvd_…) is shown only in this answer; the device sends it as Authorization: Bearer. Audited.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(await createDevice(ctx, { body: request.body, actor: actorOf(request) })),
  });

  app.route({
    ...served(app, endpoints.list, {
      tags,
      summary: 'The devices, newest first, revoked ones too; never a token',
      security,
    }),
    preHandler: admin,
    handler: async () => listDeviceViews(ctx),
  });

  app.route({
    ...served(app, endpoints.revoke, {
      tags,
      summary: 'Revoke a device: its token opens nothing from now on',
      description: 'Audited. Revoking a revoked device answers it unchanged.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(await revokeDevice(ctx, { id: request.params.id, actor: actorOf(request) })),
  });
};
