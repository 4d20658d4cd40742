import { buildingDevicesEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { security, updated } from '../../http/schemas.ts';
import { listBuildingDevices, testBuildingDevice } from './service.ts';

const tags = ['building devices'];

/** The building's devices Tevila calls (docs/building/devices.md): their state and a test of each. */
export const buildingDeviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = requireRole(ctx, ['Admin']);

  app.route({
    ...served(app, endpoints.list, {
      tags,
      summary: "The building's devices: the lock server, the printers, the garage relay",
      description: 'Each with its address (from its setting), its state and its last success and error.',
      security,
    }),
    preHandler: admin,
    handler: async (request) => listBuildingDevices(ctx, requestLanguage(request)),
  });

  app.route({
    ...served(app, endpoints.test, {
      tags,
      summary: 'Test a device: a code on the doors and off, a printed page, or the relay read',
      description:
        'Answers whether the device took the test and the device after it; a device with no address is 400. Audited.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(
        await testBuildingDevice(ctx, {
          id: request.params.id,
          actor: actorOf(request),
          language: requestLanguage(request),
        }),
      ),
  });
};
