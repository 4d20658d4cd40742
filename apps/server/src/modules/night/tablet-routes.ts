import { tabletEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { authenticateTablet, requireTabletCredentials, unlockTablet } from '../devices/index.ts';
import type { TabletCredentials } from '../devices/index.ts';
import type { RoomRow } from '../building/index.ts';
import { acknowledge, openAlerts } from './alerts-service.ts';
import { deskRoom } from './room-status-service.ts';
import { tabletHelp, tabletReady, tabletState } from './tablet-service.ts';

const tags = ['room tablets'];
const tabletAuth =
  'Authorization: Bearer <room device token> (tvd_…) of this room, or X-Room-Passcode: the 4-digit roomAdminPasscode. A kiosk, another room or a person is refused (403); 5 wrong passcodes in 15 minutes lock the tablet until an Admin unlocks it.';

/** A tablet's credentials as a request carries them. */
export function credentialsOf(request: FastifyRequest): TabletCredentials {
  const passcode = request.headers['x-room-passcode'];
  return {
    authorization: request.headers.authorization,
    passcode: Array.isArray(passcode) ? passcode[0] : passcode,
    ip: request.ip,
  };
}

/** The room of a tablet call, once its caller is known to be that room's tablet. */
export async function tabletRoom(ctx: AppContext, request: FastifyRequest, id: string): Promise<RoomRow> {
  const credentials = credentialsOf(request);
  requireTabletCredentials(credentials);
  const room = await deskRoom(ctx.db, id);
  await authenticateTablet(ctx, credentials, room.id);
  return room;
}

/** A room's tablet and the desk's answer to it (docs/staff-api.md Room tablets). */
export const tabletRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const desk = requireRole(ctx, ['Receptionist', 'Admin']);
  const admin = requireRole(ctx, ['Admin']);

  app.route({
    ...served(app, endpoints.tablet, {
      tags,
      summary: "The room's tablet screen: the room, its visit's status, an open call for help, the supplies",
      description: `${tabletAuth} Nothing of the woman in the room is answered.`,
      security,
    }),
    handler: async (request) => tabletState(ctx, await tabletRoom(ctx, request, request.params.id)),
  });

  app.route({
    ...served(app, endpoints.ready, {
      tags,
      summary: 'Ready for the mikvah: ReadyForMikvah, or ReadyForMikvahNext when the pool is taken',
      description: `${tabletAuth} The visit must be Assigned or Prep; the pool is taken when another visit of the night is ReadyForMikvah or InMikvah.`,
      security,
    }),
    handler: async (request) => {
      const room = await tabletRoom(ctx, request, request.params.id);
      return updated(await tabletReady(ctx, room, request.ip));
    },
  });

  app.route({
    ...served(app, endpoints.help, {
      tags,
      summary: 'I need help: an open alert for the desk (one per room while open)',
      description: tabletAuth,
      security,
    }),
    handler: async (request) =>
      updated(await tabletHelp(ctx, await tabletRoom(ctx, request, request.params.id))),
  });

  app.route({
    ...served(app, endpoints.unlock, {
      tags,
      summary: "Unlock a room's tablet locked by wrong passcodes (Admin)",
      security,
    }),
    preHandler: admin,
    handler: async (request) => {
      const room = await deskRoom(ctx.db, request.params.id);
      await unlockTablet(ctx, room.id, actorOf(request));
      return updated(await tabletState(ctx, room));
    },
  });

  app.route({
    ...served(app, endpoints.alerts, {
      tags,
      summary: "The night's open calls for help from the rooms, oldest first",
      security,
    }),
    preHandler: desk,
    handler: async (request) => openAlerts(ctx, request.query.dt),
  });

  app.route({
    ...served(app, endpoints.acknowledge, {
      tags,
      summary: 'The desk has answered a call for help',
      security,
    }),
    preHandler: desk,
    handler: async (request) => updated(await acknowledge(ctx, request.params.id, actorOf(request))),
  });
};
