import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isoDateQuery, messageSchema } from '../../http/schemas.ts';
import { notModified, sendSharedAnswer } from '../../http/shared-answer.ts';
import { scheduleSchema, zmanimSchema } from './schemas.ts';
import {
  ADMIN_MAX_SCHEDULE_DAYS,
  DEFAULT_SCHEDULE_DAYS,
  MAX_SCHEDULE_DAYS,
  getSchedule,
  getZmanim,
} from './service.ts';

/** Both answers are the same for everyone and kept as sent, with an ETag (docs/decisions/0015). */
export const scheduleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/settings/schedule',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Opening hours, night by night',
        description: `Nights from \`from\` (default: today at the facility) for \`days\` nights (default ${DEFAULT_SCHEDULE_DAYS}, at most ${MAX_SCHEDULE_DAYS}; an administrator, signed in, may ask up to ${ADMIN_MAX_SCHEDULE_DAYS}), with administrators' overrides applied.`,
        querystring: z.object({
          from: isoDateQuery('from').optional(),
          // Checked by the service: the limit depends on who asks.
          days: z.string().max(40).optional(),
        }),
        response: { 200: scheduleSchema, ...notModified, 400: messageSchema, 401: messageSchema },
      },
    },
    async (request, reply) =>
      sendSharedAnswer(request, reply, await getSchedule(ctx, request.query, request.headers.authorization)),
  );

  app.get(
    '/settings/zmanim',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Zman tevillah, sunset and candle lighting of one night',
        querystring: z.object({ dt: isoDateQuery('dt').optional() }),
        response: { 200: zmanimSchema, ...notModified, 400: messageSchema },
      },
    },
    async (request, reply) => sendSharedAnswer(request, reply, await getZmanim(ctx, request.query.dt)),
  );
};
