import { garageMessages } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { principalOf, requireUser } from '../../http/auth.ts';
import { localize } from '../../http/request-language.ts';
import { failureSchema, messageSchema, security, throttledSchema } from '../../http/schemas.ts';
import { garageOpenBody, gateOpeningAnswer, reservationIdParams } from './schemas.ts';
import { openGarageDoorFor, openGarageGate } from './service.ts';

const responses = {
  200: gateOpeningAnswer,
  400: failureSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  429: throttledSchema,
  503: messageSchema,
};
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
  app.post(
    '/garage/open',
    {
      preHandler: requireUser(ctx),
      config: { rateLimit },
      schema: {
        tags: ['garage'],
        summary: 'Open a garage gate (OpenGarageGate or Admin), at the garage',
        description:
          'Site 1 or 2; option 2 is the inner gate. Her position must be within garageOpenMaxFeet of the facility.',
        security,
        body: garageOpenBody,
        response: responses,
      },
    },
    async (request) => {
      await openGarageGate(ctx, { principal: principalOf(request), body: request.body, ip: request.ip });
      return opened(request);
    },
  );

  app.post(
    '/reservations/:id/opengaragedoor',
    {
      preHandler: requireUser(ctx),
      config: { rateLimit },
      schema: {
        tags: ['garage'],
        summary: 'Open a garage gate with her reservation: paid parking, on its night, at the garage',
        description:
          'Her own reservation (another is answered as unknown); open from its local midnight to 03:00 the next morning. Gate keepers may use any day.',
        security,
        params: reservationIdParams,
        body: garageOpenBody,
        response: responses,
      },
    },
    async (request) => {
      await openGarageDoorFor(ctx, {
        principal: principalOf(request),
        body: request.body,
        ip: request.ip,
        reservationId: request.params.id,
      });
      return opened(request);
    },
  );
};
