import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { messageSchema } from '../../http/schemas.ts';
import { msg, schemaText } from '../../i18n/messages.ts';
import { listOutboundMessages, moveClock, readClock } from './service.ts';

const clockSchema = z.object({ now: z.string(), fixed: z.boolean() });
const nowError = schemaText(msg('dev.nowFormat'));

/** docs/design.md §7: development endpoints, registered only with DEV_TOOLS=1 (so they answer 404 otherwise). */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/messages',
    {
      schema: {
        tags: ['dev'],
        summary: 'Outbox messages, newest first',
        querystring: z.object({
          to: z
            .string()
            .max(320, { error: schemaText(msg('field.atMostCharsLong', { field: 'to', max: 320 })) })
            .optional(),
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
          { error: schemaText(msg('dev.nowBody')) },
        ),
        response: { 200: clockSchema, 400: messageSchema },
      },
    },
    async (request) => moveClock(ctx, request.body.now),
  );
};
