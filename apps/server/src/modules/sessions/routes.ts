import { logoutBody, nullResultAnswer, tokenAnswerSchema } from '@tevila/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireRole, requireUser } from '../../http/auth.ts';
import { webauthnSite } from '../../http/webauthn-site.ts';
import { messageSchema, security, throttledSchema, updated } from '../../http/schemas.ts';
import { logout } from './service.ts';
import { sessionClient } from './session-device.ts';
import { removeSecondFactor, signOutEverywhere } from './staff-reset-service.ts';
import { exchangeToken } from './token-service.ts';

const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
  mfa_token: z
    .string()
    .optional()
    .describe(
      'With second_factor_required or second_factor_enrollment_required: continues the sign-in (5 minutes, 5 wrong codes)',
    ),
});

const tokenBody = z
  .object({
    grant_type: z.unknown().optional().describe('"password", "second_factor" or "refresh_token"'),
    username: z.unknown().optional().describe('password grant: the userName (phone digits)'),
    password: z.unknown().optional().describe('password grant: the device secret (passwd) or the password'),
    refresh_token: z.unknown().optional().describe('refresh_token grant'),
    mfa_token: z
      .unknown()
      .optional()
      .describe('second_factor grant: the mfa_token a staff password grant answered (lives 5 minutes)'),
    code: z
      .unknown()
      .optional()
      .describe('second_factor grant: the 6 digits of her authenticator app, or one of her recovery codes'),
    passkey: z
      .unknown()
      .optional()
      .describe(
        'second_factor grant: the passkey ceremony (WebAuthn AuthenticationResponseJSON, as JSON text in a form) for the options of account/secondfactor/passkey/options; neither code nor passkey after a passkey was added in this sign-in',
      ),
    user_id: z.unknown().optional().describe('refresh_token grant: the userId'),
  })
  .nullish();

/** POST /api/token (outside /api/api): OAuth-style, form-encoded or JSON (docs/design.md §5). */
export const tokenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/token',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in, or refresh a session',
        description:
          'A staff user (Admin, Receptionist, UserPlateAdmin) with staffSecondFactor on is answered 400 second_factor_required, or second_factor_enrollment_required before she has an authenticator app, with an mfa_token; grant_type=second_factor with that mfa_token and a code finishes the sign-in. Access tokens last 15 minutes. Each refresh token is used once and replaced; using one twice ends its session. While staffSecondFactor is on, a session not opened by grant_type=second_factor uses no staff role, and its refresh is refused (invalid_grant, the session ended) once the user holds one. After 10 wrong passwords for a user name, or 50 from a network, within 15 minutes, passwords are refused with 429 and Retry-After until the oldest leaves the window (device secrets are not).',
        body: tokenBody,
        response: {
          200: tokenAnswerSchema,
          400: oauthErrorSchema,
          // A body too large or of another type is said OAuth-style too (http/errors.ts asOAuthError).
          413: oauthErrorSchema,
          415: oauthErrorSchema,
          429: throttledSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exchangeToken(ctx, request.body, {
        client: sessionClient(request),
        site: webauthnSite(ctx.config, request),
      });
    },
  );
};

const userParams = z.object({ id: z.string().max(100) });

/** account/logout, and an administrator's sign-out and second-factor reset of a user, under /api/api. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/users/:id/signout',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['users'],
        summary: 'Sign a user out on every device (Admin; audited)',
        security,
        params: userParams,
        response: {
          200: z.object({ sessionsEnded: z.number().int() }),
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => signOutEverywhere(ctx, request.params.id, actorOf(request)),
  );

  app.delete(
    '/users/:id/secondfactor',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['users'],
        summary:
          "Remove a user's second factor (a lost phone): her app, passkeys and recovery codes (Admin; audited)",
        description: 'She is signed out everywhere; her next sign-in sets up a new second factor.',
        security,
        params: userParams,
        response: {
          200: z.object({
            removed: z.object({ totp: z.boolean(), passkeys: z.number().int() }),
            sessionsEnded: z.number().int(),
          }),
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => removeSecondFactor(ctx, request.params.id, actorOf(request)),
  );

  app.post(
    '/account/logout',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['account'],
        summary: 'Sign out: ends the session and revokes the device secret that opened it',
        security,
        body: logoutBody,
        response: { 200: nullResultAnswer, 401: messageSchema },
      },
    },
    async (request) => {
      await logout(ctx, principalOf(request), request.body?.refreshToken ?? undefined);
      return updated(null);
    },
  );
};
