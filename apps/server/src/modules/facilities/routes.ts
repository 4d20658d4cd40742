import { facilitiesEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSharedAnswer } from '../../changes/shared-answer.ts';
import type { AppContext } from '../../context.ts';
import { served } from '../../http/contract-route.ts';
import { facilitiesTonight } from './service.ts';

/** The deployment's facilities, as anyone may read them (docs/decisions/0076). */
export const facilityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.tonight, {
      tags: ['schedule'],
      summary: "Tonight's mikvaot: each facility's hours tonight and whether reservations remain",
      description:
        "Each facility with its site, time zone and place, tonight's opening, zman tevilah, last entry and closing (null on a closed night), and whether she can still book tonight. Nothing personal; with an ETag.",
    }),
    handler: async (request, reply) =>
      sendSharedAnswer(
        request,
        reply,
        await facilitiesTonight(ctx, {
          protocol: request.protocol,
          origin: `${request.protocol}://${request.host}`,
          facilityHost: request.facilityHost,
        }),
      ),
  });
};
