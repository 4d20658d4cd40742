import { z } from 'zod';
import { messageSchema, updateResultSchema } from '../answers.ts';
import { fieldText, msg } from '../field-messages.ts';
import { newReservationAnswer, newReservationBody } from '../new-reservation.ts';
import { notesBody } from '../reservation-notes.ts';
import { statusBody } from '../reservation-status.ts';
import { reservationListSchema, reservationSchema } from '../reservation.ts';
import { runningLateBody } from '../running-late.ts';
import { reservationsApi as routes } from '../routes/reservations.ts';
import { slotListSchema } from '../slots.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { idParams } from './params.ts';
import { isoDateQuery } from './query-fields.ts';
import { failureSchema, guardedById } from './refusals.ts';

/** "True" / "true" (the spec's query flags); anything else is false. */
const queryFlag = z
  .string()
  .max(10)
  .optional()
  .transform((v) => v?.toLowerCase() === 'true');

const text = (name: string) =>
  z
    .string()
    .max(100, { error: fieldText(msg('field.tooLong', { field: name })) })
    .optional();

/** A date, or an ISO instant whose date part is taken. */
const dateOrInstant = (name: string) =>
  z
    .string()
    .max(40)
    .transform((v) => v.slice(0, 10))
    .pipe(isoDateQuery(name))
    .optional();

const updateAnswers = {
  200: updateResultSchema(reservationSchema),
  400: failureSchema,
  409: failureSchema,
  ...guardedById,
};

// Sent as raw bytes (Fastify never serialises a Buffer); declared for the OpenAPI document.
const calendarFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .describe('text/calendar; charset=utf-8, attachment reservation.ics');

const status = endpoint(routes.status, { params: idParams, body: statusBody, answers: updateAnswers });

export const reservationsEndpoints = {
  availableReservations: endpoint(routes.availableReservations, {
    query: z.object({
      dt: z.string().max(40),
      replacingreservationid: text('replacingreservationid'),
      userid: text('userid'),
    }),
    answers: { 200: slotListSchema, 400: messageSchema, ...guardedById },
  }),
  newReservation: endpoint(routes.newReservation, {
    query: z.object({
      v: z.string().max(10).optional(),
      ignoreCutoff: queryFlag,
      ignoreAvailability: queryFlag,
    }),
    body: newReservationBody,
    answers: { ...updateAnswers, 200: newReservationAnswer },
  }),
  findByUser: endpoint(routes.findByUser, {
    query: z.object({
      user: text('user'),
      dateFrom: dateOrInstant('dateFrom'),
      dateTo: dateOrInstant('dateTo'),
    }),
    answers: { 200: reservationListSchema, 400: messageSchema, ...guardedById },
  }),
  reservation: endpoint(routes.reservation, {
    params: idParams,
    answers: { 200: reservationSchema, 400: messageSchema, ...guardedById },
  }),
  calendar: endpoint(routes.calendar, { params: idParams, answers: { 200: calendarFile, ...guardedById } }),
  status,
  statusAsSpecified: { ...status, ...routes.statusAsSpecified },
  notes: endpoint(routes.notes, { params: idParams, body: notesBody, answers: updateAnswers }),
  late: endpoint(routes.late, { params: idParams, body: runningLateBody, answers: updateAnswers }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
