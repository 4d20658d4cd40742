import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildingDeviceListSchema, buildingDeviceTestAnswer } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { failureSchema, guarded, guardedById, messageSchema, security, updated } from '../../http/schemas.ts';
import { listBuildingDevices, testBuildingDevice } from './service.ts';

const tags = ['building devices'];

/** The building's devices Tevila calls (docs/building/devices.md): their state and a test of each. */
export const buildingDeviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = requireRole(ctx, ['Admin']);

  app.get(
    '/building-devices',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "The building's devices: the lock server, the printers, the garage relay",
        description: 'Each with its address (from its setting), its state and its last success and error.',
        security,
        response: { 200: buildingDeviceListSchema, ...guarded },
      },
    },
    async () => listBuildingDevices(ctx),
  );

  app.post(
    '/building-devices/:id/test',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Test a device: a code on the doors and off, a printed page, or the relay read',
        description:
          'Answers whether the device took the test and the device after it; a device with no address is 400. Audited.',
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: buildingDeviceTestAnswer, 400: failureSchema, ...guardedById, 404: messageSchema },
      },
    },
    async (request) =>
      updated(await testBuildingDevice(ctx, { id: request.params.id, actor: actorOf(request) })),
  );
};
