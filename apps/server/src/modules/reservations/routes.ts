import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import {
  failureSchema,
  guardedById,
  idempotencyKey,
  isoDateQuery,
  messageSchema,
  security,
  updated,
  updateResultSchema,
} from '../../http/schemas.ts';
import { gzipOnce, serializeOnce } from '../../http/shared-json.ts';
import { msg, schemaText } from '../../i18n/messages.ts';
import { newReservation } from './booking-service.ts';
import { reservationCalendar } from './calendar-service.ts';
import { changeNotes, changeStatus } from './change-service.ts';
import { runLate } from './late-service.ts';
import {
  idParams,
  newReservationAnswer,
  newReservationBody,
  newReservationQuery,
  notesBody,
  reservationListSchema,
  runningLateBody,
  reservationSchema,
  slotListSchema,
  statusBody,
} from './schemas.ts';
import { availableReservations, findByUser, getReservation } from './service.ts';

const updateResponses = {
  200: updateResultSchema(reservationSchema),
  400: failureSchema,
  409: failureSchema,
  ...guardedById,
};
// Sent as raw bytes (Fastify never serialises a Buffer); declared for the OpenAPI document.
const calendarSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .describe('text/calendar; charset=utf-8, attachment reservation.ics');

const text = (name: string) =>
  z
    .string()
    .max(100, { error: schemaText(msg('field.tooLong', { field: name })) })
    .optional();

/** A date, or an ISO instant whose date part is taken. */
function dateOrInstant(name: string) {
  return z
    .string()
    .max(40)
    .transform((v) => v.slice(0, 10))
    .pipe(isoDateQuery(name))
    .optional();
}

export const reservationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reservations/availablereservations',
    {
      preHandler: requireUser(ctx),
      // One array per night until it changes (decision 0007): written and gzipped once.
      serializerCompiler: () => serializeOnce,
      onSend: gzipOnce,
      schema: {
        tags: ['reservations'],
        summary: "A night's slots and how many more of each combination fit",
        security,
        querystring: z.object({
          dt: z.string().max(40),
          replacingreservationid: text('replacingreservationid'),
          userid: text('userid'),
        }),
        response: { 200: slotListSchema, 400: messageSchema, ...guardedById },
      },
    },
    async (request) => availableReservations(ctx, principalOf(request), request.query),
  );

  app.post(
    '/reservations/newreservation',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary: 'Book (or replace) a reservation',
        description:
          'ignoreCutoff=True and ignoreAvailability=True are honoured for staff only. A repeated Idempotency-Key header, or the same booking within 10 seconds, answers the first reservation.',
        security,
        querystring: newReservationQuery,
        body: newReservationBody,
        response: { ...updateResponses, 200: newReservationAnswer },
      },
    },
    async (request) =>
      updated(
        await newReservation(ctx, principalOf(request), request.body, {
          ignoreCutoff: request.query.ignoreCutoff,
          ignoreAvailability: request.query.ignoreAvailability,
          idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
          actor: actorOf(request),
        }),
      ),
  );

  app.get(
    '/reservations/findbyuser',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary: "A user's reservations by night and slot (her own, or anyone's for staff)",
        security,
        querystring: z.object({
          user: text('user'),
          dateFrom: dateOrInstant('dateFrom'),
          dateTo: dateOrInstant('dateTo'),
        }),
        response: { 200: reservationListSchema, 400: messageSchema, ...guardedById },
      },
    },
    async (request) => findByUser(ctx, principalOf(request), request.query),
  );

  app.get(
    '/reservations/:id',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary: 'One reservation (her own, or any for staff)',
        security,
        params: idParams,
        response: { 200: reservationSchema, 400: messageSchema, ...guardedById },
      },
    },
    async (request) => getReservation(ctx, principalOf(request), request.params.id),
  );

  app.get(
    '/reservations/:id/calendar',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary: 'Add to calendar: the visit as an .ics file (her own, or any for staff)',
        description:
          'text/calendar; charset=utf-8 with Content-Disposition: attachment; filename="reservation.ics". The same event as the calendar file of her emails: one UID across changes, SEQUENCE one higher at each change, a discreet title in her language, the time, its length and the address. A Replaced reservation answers its latest change; a Canceled one answers the cancellation (METHOD:CANCEL, STATUS:CANCELLED). The owner, a Receptionist or an Admin; another patron gets 403; staff get 404 for an unknown id.',
        security,
        params: idParams,
        response: { 200: calendarSchema, ...guardedById },
      },
    },
    async (request, reply) => {
      const file = await reservationCalendar(ctx, principalOf(request), request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="reservation.ics"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(file, 'utf8'));
    },
  );

  // The spec writes the path with a trailing slash; both spellings are served.
  for (const url of ['/reservations/:id/status', '/reservations/:id/status/'])
    app.post(
      url,
      {
        preHandler: requireUser(ctx),
        schema: {
          tags: ['reservations'],
          summary: 'Change the status (a patron may only cancel her own)',
          security,
          params: idParams,
          body: statusBody,
          response: updateResponses,
        },
      },
      async (request) =>
        updated(
          await changeStatus(ctx, principalOf(request), {
            id: request.params.id,
            status: request.body.status,
            actor: actorOf(request),
          }),
        ),
    );

  app.post(
    '/reservations/:id/notes',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary: 'Change notes (a patron: userNotes and reservationNotes of her own; staff: also notes)',
        security,
        params: idParams,
        body: notesBody,
        response: updateResponses,
      },
    },
    async (request) =>
      updated(
        await changeNotes(ctx, principalOf(request), {
          id: request.params.id,
          values: request.body,
          actor: actorOf(request),
        }),
      ),
  );

  app.post(
    '/reservations/:id/late',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['reservations'],
        summary:
          "I'm running late: moved to a later slot of her combination when one is free, else the desk is told",
        security,
        params: idParams,
        body: runningLateBody,
        response: updateResponses,
      },
    },
    async (request) =>
      updated(
        await runLate(ctx, principalOf(request), {
          id: request.params.id,
          minutes: request.body.minutes,
          actor: actorOf(request),
        }),
      ),
  );
};
