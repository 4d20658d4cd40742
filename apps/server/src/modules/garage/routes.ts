import { garageEndpoints as endpoints } from '@tevila/contract/endpoints';
import { garageMessages } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { principalOf, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { localize } from '../../http/request-language.ts';
import { security } from '../../http/schemas.ts';
import { openGarageDoorFor, openGarageGate } from './service.ts';

const tags = ['garage'];
// A guard against floods, counted per caller (http/auth.ts rateLimitKey): a patron at the gate has her
// own budget, which anonymous calls from her address cannot spend. The per-user limit on openings is
// the service's.
const rateLimit = { max: 60, timeWindow: 60_000 };

const opened = (request: FastifyRequest) => ({
  success: true as const,
  errorMessage: null,
  result: null,
  message: localize(request, garageMessages.opening),
});

/** The garage gates (docs/product/booking.md §5, §7; docs/product/site-and-staff.md §5–§7; docs/design.md §5, §7). */
export const garageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.open, {
      tags,
      summary: 'Open a garage gate (OpenGarageGate or Admin), at the garage',
      description:
        'Site 1 or 2; option 2 is the inner gate. Her position must be within garageOpenMaxFeet of the facility.',
      security,
    }),
    preHandler: requireUser(ctx),
    config: { rateLimit },
    handler: async (request) => {
      await openGarageGate(ctx, { principal: principalOf(request), body: request.body, ip: request.ip });
      return opened(request);
    },
  });

  app.route({
    ...served(app, endpoints.openGarageDoor, {
      tags,
      summary: 'Open a garage gate with her reservation: paid parking, on its night, at the garage',
      description:
        'Her own reservation (another is answered as unknown); open from its local midnight to 03:00 the next morning. Gate keepers may use any day.',
      security,
    }),
    preHandler: requireUser(ctx),
    config: { rateLimit },
    handler: async (request) => {
      await openGarageDoorFor(ctx, {
        principal: principalOf(request),
        body: request.body,
        ip: request.ip,
        reservationId: request.params.id,
      });
      return opened(request);
    },
  });
};
