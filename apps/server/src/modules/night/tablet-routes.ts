import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { failureSchema, guardedById, messageSchema, security, updated } from '../../http/schemas.ts';
import { roomAlertAnswer, roomAlertListSchema, roomTabletAnswer, roomTabletSchema } from '@tevila/contract';
import { authenticateTablet, requireTabletCredentials, unlockTablet } from '../devices/index.ts';
import type { TabletCredentials } from '../devices/index.ts';
import type { RoomRow } from '../building/index.ts';
import { acknowledge, openAlerts } from './alerts-service.ts';
import { deskRoom } from './room-status-service.ts';
import { dayQuery, idParams } from './schemas.ts';
import { tabletHelp, tabletReady, tabletState } from './tablet-service.ts';

const tags = ['room tablets'];
const tabletAuth =
  'Authorization: Bearer <room device token> (tvd_…) of this room, or X-Room-Passcode: the 4-digit roomAdminPasscode. A kiosk, another room or a person is refused (403); 5 wrong passcodes in 15 minutes lock the tablet until an Admin unlocks it.';
const tabletResponses = { 400: failureSchema, 409: failureSchema, ...guardedById };

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

  app.get(
    '/rooms/:id/tablet',
    {
      schema: {
        tags,
        summary:
          "The room's tablet screen: the room, its visit's status, an open call for help, the supplies",
        description: `${tabletAuth} Nothing of the woman in the room is answered.`,
        security,
        params: idParams,
        response: { 200: roomTabletSchema, ...tabletResponses },
      },
    },
    async (request) => tabletState(ctx, await tabletRoom(ctx, request, request.params.id)),
  );

  app.post(
    '/rooms/:id/ready',
    {
      schema: {
        tags,
        summary: 'Ready for the mikvah: ReadyForMikvah, or ReadyForMikvahNext when the pool is taken',
        description: `${tabletAuth} The visit must be Assigned or Prep; the pool is taken when another visit of the night is ReadyForMikvah or InMikvah.`,
        security,
        params: idParams,
        response: { 200: roomTabletAnswer, ...tabletResponses },
      },
    },
    async (request) => {
      const room = await tabletRoom(ctx, request, request.params.id);
      return updated(await tabletReady(ctx, room, request.ip));
    },
  );

  app.post(
    '/rooms/:id/help',
    {
      schema: {
        tags,
        summary: 'I need help: an open alert for the desk (one per room while open)',
        description: tabletAuth,
        security,
        params: idParams,
        response: { 200: roomTabletAnswer, ...tabletResponses },
      },
    },
    async (request) => updated(await tabletHelp(ctx, await tabletRoom(ctx, request, request.params.id))),
  );

  app.post(
    '/rooms/:id/unlock',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Unlock a room's tablet locked by wrong passcodes (Admin)",
        security,
        params: idParams,
        response: { 200: roomTabletAnswer, ...tabletResponses },
      },
    },
    async (request) => {
      const room = await deskRoom(ctx.db, request.params.id);
      await unlockTablet(ctx, room.id, actorOf(request));
      return updated(await tabletState(ctx, room));
    },
  );

  app.get(
    '/rooms/alerts',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: "The night's open calls for help from the rooms, oldest first",
        security,
        querystring: dayQuery,
        response: { 200: roomAlertListSchema, 400: messageSchema, ...guardedById },
      },
    },
    async (request) => openAlerts(ctx, request.query.dt),
  );

  app.post(
    '/rooms/alerts/:id/acknowledge',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: 'The desk has answered a call for help',
        security,
        params: idParams,
        response: { 200: roomAlertAnswer, ...tabletResponses },
      },
    },
    async (request) => updated(await acknowledge(ctx, request.params.id, actorOf(request))),
  );
};
