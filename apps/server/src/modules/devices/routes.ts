import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { failureSchema, guarded, guardedById, messageSchema, security, updated } from '../../http/schemas.ts';
import { deviceAnswer, deviceBody, deviceListSchema, newDeviceAnswer } from '@tevila/contract';
import { createDevice, listDeviceViews, revokeDevice } from './service.ts';

const tags = ['devices'];
const idParams = z.object({ id: z.string().max(100) });

/** Devices an Admin unlocks (docs/staff-api.md Devices): a lobby kiosk, a room's tablet. */
export const deviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = requireRole(ctx, ['Admin']);

  app.post(
    '/devices',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Unlock a device: answers its token once',
        description:
          'kind kiosk (no roomId) or room (its roomId). The token (tvd_…) is shown only in this answer; the device sends it as Authorization: Bearer. Audited.',
        security,
        body: deviceBody,
        response: { 200: newDeviceAnswer, 400: failureSchema, ...guarded },
      },
    },
    async (request) => updated(await createDevice(ctx, { body: request.body, actor: actorOf(request) })),
  );

  app.get(
    '/devices',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'The devices, newest first, revoked ones too; never a token',
        security,
        response: { 200: deviceListSchema, ...guarded },
      },
    },
    async () => listDeviceViews(ctx),
  );

  app.delete(
    '/devices/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Revoke a device: its token opens nothing from now on',
        description: 'Audited. Revoking a revoked device answers it unchanged.',
        security,
        params: idParams,
        response: { 200: deviceAnswer, 400: failureSchema, ...guardedById, 404: messageSchema },
      },
    },
    async (request) => updated(await revokeDevice(ctx, { id: request.params.id, actor: actorOf(request) })),
  );
};
