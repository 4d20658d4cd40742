import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { messageSchema } from '../../http/schemas.ts';
import { listOutboundMessages, moveClock, readClock } from './service.ts';

const clockSchema = z.object({ now: z.string(), fixed: z.boolean() });
const nowError = 'now must be an ISO 8601 instant with a zone, such as 2026-12-01T16:45:00-08:00, or null.';

/** DESIGN §7: development endpoints, registered only with DEV_TOOLS=1 (so they answer 404 otherwise). */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/messages',
    {
      schema: {
        tags: ['dev'],
        summary: 'Outbox messages, newest first',
        querystring: z.object({
          to: z.string().max(320, { error: 'to must be at most 320 characters long.' }).optional(),
        }),
        response: {
          200: z.array(
            z.object({
              channel: z.enum(['sms', 'email']),
              to: z.string(),
              body: z.string(),
              createdAt: z.string(),
            }),
          ),
          400: messageSchema,
        },
      },
    },
    async (request) => listOutboundMessages(ctx, request.query.to),
  );

  app.get(
    '/clock',
    { schema: { tags: ['dev'], summary: "The server's now", response: { 200: clockSchema } } },
    async () => readClock(ctx),
  );

  app.post(
    '/clock',
    {
      schema: {
        tags: ['dev'],
        summary: "Fix the server's now (null: real time again); the reminders then due are queued",
        body: z.object(
          { now: z.iso.datetime({ offset: true, error: nowError }).nullable() },
          { error: 'The request body must be a JSON object such as { "now": "2026-12-01T16:45:00-08:00" }.' },
        ),
        response: { 200: clockSchema, 400: messageSchema },
      },
    },
    async (request) => moveClock(ctx, request.body.now),
  );
};
