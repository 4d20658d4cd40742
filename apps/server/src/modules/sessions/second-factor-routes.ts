import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { messageSchema } from '../../http/schemas.ts';
import { bearerToken } from './access-token.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './second-factor-service.ts';

const mfaSecurity = [{ mfaToken: [] }];
const mfaNote =
  'Authorization: Bearer <mfa_token>, the token a staff password grant answered with second_factor_enrollment_required (it lives 5 minutes; 5 wrong codes void it).';

/** A staff member's authenticator app, set up during her first sign-in (under /api/api). */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/account/secondfactor/totp',
    {
      schema: {
        tags: ['account'],
        summary: 'Start setting up an authenticator app: its key, as text and as an otpauth:// address',
        description: `${mfaNote} RFC 6238: SHA-1, 6 digits, 30-second steps. A new call replaces a key not yet confirmed.`,
        security: mfaSecurity,
        response: {
          200: z.object({ secret: z.string(), otpauthUrl: z.string() }),
          400: messageSchema,
          401: messageSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startTotpEnrolment(ctx, bearerToken(request.headers.authorization));
    },
  );

  app.post(
    '/account/secondfactor/totp/confirm',
    {
      schema: {
        tags: ['account'],
        summary:
          'Confirm the authenticator app with one of its codes: answers ten single-use recovery codes, once',
        description: `${mfaNote} The same code then finishes the sign-in: POST /api/token with grant_type=second_factor, the mfa_token and the code.`,
        security: mfaSecurity,
        body: z.object({ code: z.string().max(40) }),
        response: {
          200: z.object({ recoveryCodes: z.array(z.string()) }),
          400: messageSchema,
          401: messageSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmTotpEnrolment(
        ctx,
        bearerToken(request.headers.authorization),
        request.body.code,
        request.ip,
      );
    },
  );
};
