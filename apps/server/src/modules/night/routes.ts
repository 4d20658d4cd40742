import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roomBoardSchema } from '@tevila/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireRole } from '../../http/auth.ts';
import { releaseLatePlace } from './release-service.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { notModified, sendSharedAnswer } from '../../http/shared-answer.ts';
import { failureSchema, guardedById, messageSchema, security, updated } from '../../http/schemas.ts';
import { tooEarlyBody } from './checkin-answer.ts';
import { checkinRooms } from './checkin-rooms.ts';
import { checkIn, lendCubicle } from './checkin-service.ts';
import { roomsBoard } from './board-service.ts';
import { dayListAnswer, reservationDetails } from './day-service.ts';
import { deskPayment } from './desk-payment-service.ts';
import { changeRoomOrVisit } from './room-status-service.ts';
import {
  checkinBody,
  checkinRefusalSchema,
  checkinRoomsSchema,
  closeSupplyBody,
  dayQuery,
  deskPaymentBody,
  idParams,
  roomStatusAnswer,
  roomStatusBody,
  staffDaySchema,
  staffReservationAnswer,
  staffReservationSchema,
  supplyAnswer,
  supplyBody,
  supplyParams,
} from './schemas.ts';
import { closeSupplyRequest, requestSupply } from './supplies-service.ts';
import { credentialsOf, tabletRoom } from './tablet-routes.ts';
import { tabletSupply } from './tablet-service.ts';
import { isTabletRequest } from '../devices/index.ts';

const tags = ['night'];
/** An update-style call's answers; `answer` is its success (the contract's updateResultSchema). */
const updateResponses = <T extends z.core.$ZodType>(answer: T) => ({
  200: answer,
  400: failureSchema,
  409: failureSchema,
  ...guardedById,
});

/** The night's desk (docs/staff-api.md The night): Receptionist or Admin only. */
export const nightRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const desk = requireRole(ctx, ['Receptionist', 'Admin']);

  app.get(
    '/reservations/day',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: "The night's reservations (not Replaced), by slot time",
        security,
        querystring: dayQuery,
        response: { 200: staffDaySchema, ...notModified, 400: messageSchema, ...guardedById },
      },
    },
    async (request, reply) =>
      sendSharedAnswer(request, reply, await dayListAnswer(ctx, request.query.dt), 'staff'),
  );

  app.get(
    '/rooms/board',
    {
      preHandler: desk,
      schema: {
        tags,
        summary:
          "The night's rooms board: each room's stage, since when, its expected length, and calls for help",
        security,
        querystring: dayQuery,
        response: { 200: roomBoardSchema, 400: messageSchema, ...guardedById },
      },
    },
    async (request) => roomsBoard(ctx, request.query.dt),
  );

  app.get(
    '/reservations/:id/details',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: 'The staff view of a reservation',
        security,
        params: idParams,
        response: { 200: staffReservationSchema, 400: messageSchema, ...guardedById },
      },
    },
    async (request) => reservationDetails(ctx, request.params.id),
  );

  app.get(
    '/reservations/:id/rooms',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: 'The free rooms that may take her, the one check-in would give first',
        security,
        params: idParams,
        response: { 200: checkinRoomsSchema, 400: messageSchema, ...guardedById },
      },
    },
    async (request) => checkinRooms(ctx, request.params.id),
  );

  app.post(
    '/reservations/:id/checkin',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: 'Check in: Arrived, then a free room (Assigned) or a waiting code (Waiting)',
        description:
          "Only a Reserved reservation of tonight's night. Before checkinBeforeOpenMinutes ahead of the night's opening it is refused (400) with checkinOpensAt, unless the body says { override: true }, which is audited. A roomId chosen by the desk is given if it can still take her, else 409 naming the room.",
        security,
        params: idParams,
        body: checkinBody,
        response: {
          ...updateResponses(staffReservationAnswer),
          400: z.union([checkinRefusalSchema, messageSchema]),
        },
      },
    },
    async (request, reply) => {
      const override = request.body?.override === true;
      const outcome = await checkIn(ctx, request.params.id, actorOf(request), override, request.body?.roomId);
      if ('tooEarly' in outcome) return reply.code(400).send(tooEarlyBody(outcome, requestLanguage(request)));
      return updated(outcome);
    },
  );

  app.post(
    '/reservations/:id/release',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: 'Release the place of a woman who is late and not here (she is canceled)',
        description:
          'Only a Pending or Reserved reservation, and only once she counts as late: lateGraceMinutes after her time. Audited as reservation.release_late.',
        security,
        params: idParams,
        response: updateResponses(staffReservationAnswer),
      },
    },
    async (request) =>
      updated(
        await releaseLatePlace(ctx, principalOf(request), { id: request.params.id, actor: actorOf(request) }),
      ),
  );

  app.post(
    '/reservations/:id/cubicle',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: 'Lend a free cubicle to a Waiting reservation without one',
        security,
        params: idParams,
        response: updateResponses(staffReservationAnswer),
      },
    },
    async (request) => updated(await lendCubicle(ctx, request.params.id, actorOf(request))),
  );

  app.post(
    '/rooms/:id/status',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: "Move the visit in a room, or set the room's own status",
        description:
          'Prep, ReadyForMikvah, ReadyForMikvahNext, InMikvah, Dressing, Done move the reservation in the room; Offline, Available, NeedsCleaning, Cleaning, Ready set the room (empty rooms only). A room made Available or Ready is given to the longest-waiting reservation it fits, which is answered; else result is null.',
        security,
        params: idParams,
        body: roomStatusBody,
        response: updateResponses(roomStatusAnswer),
      },
    },
    async (request) =>
      updated(await changeRoomOrVisit(ctx, request.params.id, request.body.status, actorOf(request))),
  );

  app.post(
    '/rooms/:id/supplies',
    {
      // The room's own tablet asks too (docs/staff-api.md Room tablets): it is checked in the handler.
      preHandler: async function (request, reply) {
        if (!isTabletRequest(credentialsOf(request))) await desk.call(this, request, reply);
      },
      schema: {
        tags,
        summary: 'Open a supply request for the patron in the room',
        description:
          "The desk (Receptionist, Admin) may ask for any item. The room's tablet (its device token or X-Room-Passcode) only for an item of roomSupplyItems.",
        security,
        params: idParams,
        body: supplyBody,
        response: updateResponses(supplyAnswer),
      },
    },
    async (request) => {
      if (!isTabletRequest(credentialsOf(request)))
        return updated(await requestSupply(ctx, request.params.id, request.body.item, actorOf(request)));
      const room = await tabletRoom(ctx, request, request.params.id);
      return updated(await tabletSupply(ctx, room, request.body.item, request.ip));
    },
  );

  app.post(
    '/rooms/:id/supplies/:supplyId',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: 'Complete or cancel an open supply request',
        security,
        params: supplyParams,
        body: closeSupplyBody,
        response: updateResponses(supplyAnswer),
      },
    },
    async (request) =>
      updated(
        await closeSupplyRequest(
          ctx,
          request.params.id,
          request.params.supplyId,
          request.body.status,
          actorOf(request),
        ),
      ),
  );

  app.post(
    '/payments/desk',
    {
      preHandler: desk,
      schema: {
        tags,
        summary: 'Record cash or a check taken at the desk',
        description: 'amt in dollars (up to 2 decimals), more than 0 and at most the balance.',
        security,
        body: deskPaymentBody,
        response: updateResponses(staffReservationAnswer),
      },
    },
    async (request) => updated(await deskPayment(ctx, request.body, actorOf(request))),
  );
};
