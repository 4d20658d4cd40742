import { arrivalEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { principalOf, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { authenticateKiosk } from '../devices/index.ts';
import { kioskCheckIn } from './kiosk-service.ts';
import { arrive } from './self-checkin-service.ts';

const tags = ['night'];

/** Checking in without the desk (docs/staff-api.md Kiosk; docs/rules/the-night.md Self check-in). */
export const arrivalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.arrive, {
      tags,
      summary: "I'm here: she checks herself in from her phone, at the mikvah",
      description:
        "Her own Reserved reservation, on its night, in the desk's check-in window (no override). Her position (lat, lng) must be within garageOpenMaxFeet of the facility unless selfCheckinLocationCheck is off. Answers her reservation, Assigned with its room or Waiting with its waitingCode.",
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(
        await arrive(ctx, {
          principal: principalOf(request),
          id: request.params.id,
          body: request.body,
          ip: request.ip,
        }),
      ),
  });

  app.route({
    ...served(app, endpoints.kioskCheckin, {
      tags,
      summary: "The lobby kiosk checks in tonight's reservation by its access code",
      description:
        'Authorization: Bearer <kiosk device token> (tvd_…); a room device or a person is refused (403). Same window as the desk, no place check. Answers no personal details. 10 wrong codes in 15 minutes block the kiosk until the window passes (429).',
      security,
    }),
    handler: async (request) => {
      const device = await authenticateKiosk(ctx, request.headers.authorization, request.ip);
      return updated(await kioskCheckIn(ctx, { device, body: request.body, ip: request.ip }));
    },
  });
};
