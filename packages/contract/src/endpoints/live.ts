import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { streamTicketAnswer, streamTicketBody } from '../live.ts';
import { liveApi as routes } from '../routes/live.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { dayQuery } from './night.ts';
import { idParams } from './params.ts';

/** ?ticket= from POST events/ticket: an EventSource cannot send an Authorization header. */
const ticketQuery = { ticket: z.string().max(2000).optional() };
const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
// A stream's 200 is text/event-stream, not JSON: only its refusals are declared. 429: her device or
// her account holds as many streams as it may.
const streamRefusals = { ...refusals, 429: messageSchema };

export const liveEndpoints = {
  ticket: endpoint(routes.ticket, {
    body: streamTicketBody,
    answers: { 200: streamTicketAnswer, ...refusals },
  }),
  nightEvents: endpoint(routes.nightEvents, {
    query: z.object({ ...dayQuery.shape, ...ticketQuery }),
    answers: streamRefusals,
  }),
  visitEvents: endpoint(routes.visitEvents, {
    params: idParams,
    query: z.object(ticketQuery),
    answers: streamRefusals,
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
