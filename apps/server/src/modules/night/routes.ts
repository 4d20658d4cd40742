import { nightEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { releaseLatePlace } from './release-service.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { sendSharedAnswer } from '../../changes/shared-answer.ts';
import { security, updated } from '../../http/schemas.ts';
import { tooEarlyBody } from './checkin-answer.ts';
import { checkinRooms } from './checkin-rooms.ts';
import { checkIn, lendCubicle } from './checkin-service.ts';
import { roomsBoard } from './board-service.ts';
import { dayListAnswer, reservationDetails } from './day-service.ts';
import { deskPayment } from './desk-payment-service.ts';
import { changeRoomOrVisit } from './room-status-service.ts';
import { closeSupplyRequest, requestSupply } from './supplies-service.ts';
import { credentialsOf, tabletRoom } from './tablet-routes.ts';
import { tabletSupply } from './tablet-service.ts';
import { isTabletRequest } from '../devices/index.ts';

const tags = ['night'];

/** The night's desk (docs/staff-api.md The night): Receptionist or Admin only. */
export const nightRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const desk = requireRole(ctx, ['Receptionist', 'Admin']);

  app.route({
    ...served(app, endpoints.day, {
      tags,
      summary: "The night's reservations (not Replaced), by slot time",
      security,
    }),
    preHandler: desk,
    handler: async (request, reply) =>
      sendSharedAnswer(request, reply, await dayListAnswer(ctx, request.query.dt), 'staff'),
  });

  app.route({
    ...served(app, endpoints.board, {
      tags,
      summary:
        "The night's rooms board: each room's stage, since when, its expected length, and calls for help",
      security,
    }),
    preHandler: desk,
    handler: async (request) => roomsBoard(ctx, request.query.dt),
  });

  app.route({
    ...served(app, endpoints.details, { tags, summary: 'The staff view of a reservation', security }),
    preHandler: desk,
    handler: async (request) => reservationDetails(ctx, request.params.id),
  });

  app.route({
    ...served(app, endpoints.checkinRooms, {
      tags,
      summary: 'The free rooms that may take her, the one check-in would give first',
      security,
    }),
    preHandler: desk,
    handler: async (request) => checkinRooms(ctx, request.params.id),
  });

  app.route({
    ...served(app, endpoints.checkIn, {
      tags,
      summary: 'Check in: Arrived, then a free room (Assigned) or a waiting code (Waiting)',
      description:
        "Only a Reserved reservation of tonight's night. Before checkinBeforeOpenMinutes ahead of the night's opening it is refused (400) with checkinOpensAt, unless the body says { override: true }, which is audited. A roomId chosen by the desk is given if it can still take her, else 409 naming the room.",
      security,
    }),
    preHandler: desk,
    handler: async (request, reply) => {
      const override = request.body?.override === true;
      const outcome = await checkIn(ctx, request.params.id, actorOf(request), override, request.body?.roomId);
      if ('tooEarly' in outcome) return reply.code(400).send(tooEarlyBody(outcome, requestLanguage(request)));
      return updated(outcome);
    },
  });

  app.route({
    ...served(app, endpoints.release, {
      tags,
      summary: 'Release the place of a woman who is late and not here (she is canceled)',
      description:
        'Only a Pending or Reserved reservation, and only once she counts as late: lateGraceMinutes after her time. Audited as reservation.release_late.',
      security,
    }),
    preHandler: desk,
    handler: async (request) =>
      updated(
        await releaseLatePlace(ctx, principalOf(request), { id: request.params.id, actor: actorOf(request) }),
      ),
  });

  app.route({
    ...served(app, endpoints.cubicle, {
      tags,
      summary: 'Lend a free cubicle to a Waiting reservation without one',
      security,
    }),
    preHandler: desk,
    handler: async (request) => updated(await lendCubicle(ctx, request.params.id, actorOf(request))),
  });

  app.route({
    ...served(app, endpoints.roomStatus, {
      tags,
      summary: "Move the visit in a room, or set the room's own status",
      description:
        'Prep, ReadyForMikvah, ReadyForMikvahNext, InMikvah, Dressing, Done move the reservation in the room; Offline, Available, NeedsCleaning, Cleaning, Ready set the room (empty rooms only). A room made Available or Ready is given to the longest-waiting reservation it fits, which is answered; else result is null.',
      security,
    }),
    preHandler: desk,
    handler: async (request) =>
      updated(await changeRoomOrVisit(ctx, request.params.id, request.body.status, actorOf(request))),
  });

  app.route({
    ...served(app, endpoints.supplies, {
      tags,
      summary: 'Open a supply request for the patron in the room',
      description:
        "The desk (Receptionist, Admin) may ask for any item. The room's tablet (its device token or X-Room-Passcode) only for an item of roomSupplyItems.",
      security,
    }),
    // The room's own tablet asks too (docs/staff-api.md Room tablets): it is checked in the handler.
    preHandler: async function (request, reply) {
      if (!isTabletRequest(credentialsOf(request))) await desk.call(this, request, reply);
    },
    handler: async (request) => {
      if (!isTabletRequest(credentialsOf(request)))
        return updated(await requestSupply(ctx, request.params.id, request.body.item, actorOf(request)));
      const room = await tabletRoom(ctx, request, request.params.id);
      return updated(await tabletSupply(ctx, room, request.body.item, request.ip));
    },
  });

  app.route({
    ...served(app, endpoints.closeSupply, {
      tags,
      summary: 'Complete or cancel an open supply request',
      security,
    }),
    preHandler: desk,
    handler: async (request) =>
      updated(
        await closeSupplyRequest(
          ctx,
          request.params.id,
          request.params.supplyId,
          request.body.status,
          actorOf(request),
        ),
      ),
  });

  app.route({
    ...served(app, endpoints.deskPayment, {
      tags,
      summary: 'Record cash or a check taken at the desk',
      description: 'amt in dollars (up to 2 decimals), more than 0 and at most the balance.',
      security,
    }),
    preHandler: desk,
    handler: async (request) => updated(await deskPayment(ctx, request.body, actorOf(request))),
  });
};
