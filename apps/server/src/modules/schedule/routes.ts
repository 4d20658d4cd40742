import { scheduleEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { served } from '../../http/contract-route.ts';
import { sendSharedAnswer } from '../../changes/shared-answer.ts';
import {
  ADMIN_MAX_SCHEDULE_DAYS,
  DEFAULT_SCHEDULE_DAYS,
  MAX_SCHEDULE_DAYS,
  getSchedule,
  getZmanim,
} from './service.ts';

const tags = ['schedule'];

/** Both answers are the same for everyone and kept as sent, with an ETag (docs/decisions/0015). */
export const scheduleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.schedule, {
      tags,
      summary: 'Opening hours, night by night',
      description: `Nights from \`from\` (default: today at the facility) for \`days\` nights (default ${DEFAULT_SCHEDULE_DAYS}, at most ${MAX_SCHEDULE_DAYS}; an administrator, signed in, may ask up to ${ADMIN_MAX_SCHEDULE_DAYS}), with administrators' overrides applied.`,
    }),
    handler: async (request, reply) =>
      sendSharedAnswer(request, reply, await getSchedule(ctx, request.query, request.headers.authorization)),
  });

  app.route({
    ...served(app, endpoints.zmanim, {
      tags,
      summary: 'Zman tevillah, sunset and candle lighting of one night',
    }),
    handler: async (request, reply) =>
      sendSharedAnswer(request, reply, await getZmanim(ctx, request.query.dt)),
  });
};
