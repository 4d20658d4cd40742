import { liveEndpoints as endpoints } from '@tevila/contract/endpoints';
import { fieldsOf, isIsoDate } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { principalOf, requireStreamUser, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { openEventStream } from '../../http/sse.ts';
import { security } from '../../http/schemas.ts';
import { msg } from '../../i18n/messages.ts';
import { isStaff, reachable } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { LiveHub } from './live-hub.ts';
import { DESK_ONLY, issueStreamTicket, nightStream, visitStream } from './live-ticket-service.ts';
import { STREAMS_PER_DEVICE, STREAMS_PER_USER } from './stream-viewers.ts';

const tags = ['live'];
const streamed = `text/event-stream (docs/staff-api.md Live streams). Without an Authorization header, ?ticket= from POST events/ticket. At most ${STREAMS_PER_DEVICE} open streams per signed-in device and ${STREAMS_PER_USER} per user on one server instance; beyond, 429 with Retry-After.`;

/**
 * The live streams (docs/staff-api.md Live streams, docs/decisions/0038): her visit and the desk's
 * night, as Server-Sent Events, and the tickets that open them. The hub is this app's own.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; heartbeatMs?: number }> = async (
  app,
  { ctx, heartbeatMs },
) => {
  const hub = new LiveHub(ctx, heartbeatMs);
  ctx.metrics.watch({ streams: () => hub.size });
  // Before the server waits for its connections to end: an open stream would hold app.close forever.
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });

  app.route({
    ...served(app, endpoints.ticket, {
      tags,
      summary: 'A ticket that opens one live stream for 60 seconds',
      description: 'Exactly one of reservationId (her own; any for the desk) or night (the desk only).',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => issueStreamTicket(ctx, principalOf(request), request.body),
  });

  app.route({
    ...served(app, endpoints.nightEvents, {
      tags,
      summary: "The night's changes, live (the desk)",
      description: `${streamed} Events: night { night, reservationIds, at } (null ids: read the whole list; no ids: only a room or a call for help changed), feed { live }.`,
      security,
    }),
    preHandler: requireStreamUser(ctx, (request) => nightStream(String(fieldsOf(request.query).dt))),
    handler: async (request, reply) => {
      if (!isStaff(principalOf(request))) throw new AppError('auth.forbidden', DESK_ONLY);
      const dt = request.query.dt;
      if (!isIsoDate(dt)) throw new AppError('night.invalid', msg('field.dateFormat', { field: 'dt' }));
      const { timeZone } = await loadSettings(ctx);
      hub.openNight(() => openEventStream(reply), dt, timeZone, principalOf(request));
    },
  });

  app.route({
    ...served(app, endpoints.visitEvents, {
      tags,
      summary: 'Her visit, live',
      description: `${streamed} Events: visit (the LiveVisit shape, id = its digest, sent at once and on each change), feed { live }.`,
      security,
    }),
    preHandler: requireStreamUser(ctx, (request) => visitStream(String(fieldsOf(request.params).id))),
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const row = await reachable(ctx, principal, request.params.id);
      const lastEventId = request.headers['last-event-id'];
      await hub.openVisit(
        () => openEventStream(reply),
        row,
        typeof lastEventId === 'string' ? lastEventId : undefined,
        principal,
      );
    },
  });
};
