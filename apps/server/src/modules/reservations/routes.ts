import { reservationsEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { idempotencyKey, security, updated } from '../../http/schemas.ts';
import { sharedJson } from '../../http/shared-json.ts';
import { newReservation } from './booking-service.ts';
import { reservationCalendar } from './calendar-service.ts';
import { changeNotes, changeStatus } from './change-service.ts';
import { runLate } from './late-service.ts';
import { availableReservations, findByUser, getReservation } from './service.ts';

const tags = ['reservations'];

export const reservationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.availableReservations, {
      tags,
      summary: "A night's slots and how many more of each combination fit",
      security,
    }),
    preHandler: requireUser(ctx),
    // One array per night until it changes (decision 0007): written and gzipped once.
    ...sharedJson,
    // Its promise as the answer, not wrapped in another: the request every patron makes most.
    handler: (request) => availableReservations(ctx, principalOf(request), request.query),
  });

  app.route({
    ...served(app, endpoints.newReservation, {
      tags,
      summary: 'Book (or replace) a reservation',
      description:
        'ignoreCutoff=True and ignoreAvailability=True are honoured for staff only. A repeated Idempotency-Key header, or the same booking within 10 seconds, answers the first reservation.',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(
        await newReservation(ctx, principalOf(request), request.body, {
          ignoreCutoff: request.query.ignoreCutoff,
          ignoreAvailability: request.query.ignoreAvailability,
          idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
          actor: actorOf(request),
        }),
      ),
  });

  app.route({
    ...served(app, endpoints.findByUser, {
      tags,
      summary: "A user's reservations by night and slot (her own, or anyone's for staff)",
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => findByUser(ctx, principalOf(request), request.query),
  });

  app.route({
    ...served(app, endpoints.reservation, {
      tags,
      summary: 'One reservation (her own, or any for staff)',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => getReservation(ctx, principalOf(request), request.params.id),
  });

  app.route({
    ...served(app, endpoints.calendar, {
      tags,
      summary: 'Add to calendar: the visit as an .ics file (her own, or any for staff)',
      description:
        'text/calendar; charset=utf-8 with Content-Disposition: attachment; filename="reservation.ics". The same event as the calendar file of her emails: one UID across changes, SEQUENCE one higher at each change, a discreet title in her language, the time, its length and the address. A Replaced reservation answers its latest change; a Canceled one answers the cancellation (METHOD:CANCEL, STATUS:CANCELLED). The owner, a Receptionist or an Admin; another patron gets 403; staff get 404 for an unknown id.',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request, reply) => {
      const file = await reservationCalendar(ctx, principalOf(request), request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="reservation.ics"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(file, 'utf8'));
    },
  });

  // The spec writes the path with a trailing slash; both spellings are served.
  for (const endpoint of [endpoints.status, endpoints.statusAsSpecified])
    app.route({
      ...served(app, endpoint, {
        tags,
        summary: 'Change the status (a patron may only cancel her own)',
        security,
      }),
      preHandler: requireUser(ctx),
      handler: async (request) =>
        updated(
          await changeStatus(ctx, principalOf(request), {
            id: request.params.id,
            status: request.body.status,
            actor: actorOf(request),
          }),
        ),
    });

  app.route({
    ...served(app, endpoints.notes, {
      tags,
      summary: 'Change notes (a patron: userNotes and reservationNotes of her own; staff: also notes)',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(
        await changeNotes(ctx, principalOf(request), {
          id: request.params.id,
          values: request.body,
          actor: actorOf(request),
        }),
      ),
  });

  app.route({
    ...served(app, endpoints.late, {
      tags,
      summary:
        "I'm running late: moved to a later slot of her combination when one is free, else the desk is told",
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(
        await runLate(ctx, principalOf(request), {
          id: request.params.id,
          minutes: request.body.minutes,
          actor: actorOf(request),
        }),
      ),
  });
};
