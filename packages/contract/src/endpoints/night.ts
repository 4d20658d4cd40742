import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { fieldText, msg } from '../field-messages.ts';
import { roomBoardSchema } from '../room-board.ts';
import { nightApi as routes } from '../routes/night.ts';
import {
  checkinBody,
  checkinRefusalSchema,
  checkinRoomsSchema,
  closeSupplyBody,
  deskPaymentBody,
  roomStatusAnswer,
  roomStatusBody,
  staffDaySchema,
  staffReservationAnswer,
  staffReservationSchema,
  supplyAnswer,
} from '../staff-night.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guardedById } from './refusals.ts';
import { idParams } from './params.ts';
import { notModified } from './not-modified.ts';

/** ?dt=: the night asked for (its format is checked where the night is read, which names the field). */
export const dayQuery = z.object({ dt: z.string({ error: fieldText(msg('night.dtRequired')) }).max(40) });

const supplyParams = z.object({ id: z.string().max(100), supplyId: z.string().max(100) });

/** POST rooms/{id}/supplies: no page of the desk sends it yet (docs/staff-api.md Supplies). */
const supplyBody = z.object({
  item: z
    .string({ error: fieldText(msg('field.required', { field: 'item' })) })
    .max(500, { error: fieldText(msg('field.atMostChars', { field: 'item', max: 100 })) }),
});

/** An update-style call's answers; `answer` is its success (the contract's updateResultSchema). */
const updateAnswers = <T extends z.core.$ZodType>(answer: T) => ({
  200: answer,
  400: failureSchema,
  409: failureSchema,
  ...guardedById,
});

export const nightEndpoints = {
  day: endpoint(routes.day, {
    query: dayQuery,
    answers: { 200: staffDaySchema, ...notModified, 400: messageSchema, ...guardedById },
  }),
  board: endpoint(routes.board, {
    query: dayQuery,
    answers: { 200: roomBoardSchema, 400: messageSchema, ...guardedById },
  }),
  details: endpoint(routes.details, {
    params: idParams,
    answers: { 200: staffReservationSchema, 400: messageSchema, ...guardedById },
  }),
  checkinRooms: endpoint(routes.checkinRooms, {
    params: idParams,
    answers: { 200: checkinRoomsSchema, 400: messageSchema, ...guardedById },
  }),
  checkIn: endpoint(routes.checkIn, {
    params: idParams,
    body: checkinBody,
    answers: {
      ...updateAnswers(staffReservationAnswer),
      // Too early: the refusal says when check-in opens.
      400: z.union([checkinRefusalSchema, messageSchema]),
    },
  }),
  release: endpoint(routes.release, { params: idParams, answers: updateAnswers(staffReservationAnswer) }),
  cubicle: endpoint(routes.cubicle, { params: idParams, answers: updateAnswers(staffReservationAnswer) }),
  roomStatus: endpoint(routes.roomStatus, {
    params: idParams,
    body: roomStatusBody,
    answers: updateAnswers(roomStatusAnswer),
  }),
  supplies: endpoint(routes.supplies, {
    params: idParams,
    body: supplyBody,
    answers: updateAnswers(supplyAnswer),
  }),
  closeSupply: endpoint(routes.closeSupply, {
    params: supplyParams,
    body: closeSupplyBody,
    answers: updateAnswers(supplyAnswer),
  }),
  deskPayment: endpoint(routes.deskPayment, {
    body: deskPaymentBody,
    answers: updateAnswers(staffReservationAnswer),
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
