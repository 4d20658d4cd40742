import { weatherSchema } from '@tevila/contract';
import { weatherEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { served } from '../../http/contract-route.ts';
import { SharedAnswer, sendSharedAnswer } from '../../changes/shared-answer.ts';
import { tonightWeather } from './service.ts';

/** Tonight's weather warning: the same for everyone, with an ETag (docs/decisions/0015). */
export const weatherRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.tonight, {
      tags: ['schedule'],
      summary: "Tonight's weather warning at the facility",
      description:
        'Asked of the weather service by the server (weatherApiKey), kept half an hour; null when there is none, no key, or the service does not answer.',
    }),
    handler: async (request, reply) =>
      sendSharedAnswer(request, reply, SharedAnswer.of(weatherSchema, await tonightWeather(ctx))),
  });
};
