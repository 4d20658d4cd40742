import { sessionsEndpoints as endpoints, tokenEndpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireRole, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { webauthnSite } from '../../http/webauthn-site.ts';
import { security, updated } from '../../http/schemas.ts';
import { logout } from './service.ts';
import { sessionClient } from './session-device.ts';
import { removeSecondFactor, signOutEverywhere } from './staff-reset-service.ts';
import { exchangeToken } from './token-service.ts';

/** POST /api/token (outside /api/api): OAuth-style, form-encoded or JSON (docs/design.md §5). */
export const tokenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, tokenEndpoints.token, {
      tags: ['account'],
      summary: 'Sign in, or refresh a session',
      description:
        'A staff user (Admin, Receptionist, UserPlateAdmin) with staffSecondFactor on is answered 400 second_factor_required, or second_factor_enrollment_required before she has an authenticator app, with an mfa_token; grant_type=second_factor with that mfa_token and a code finishes the sign-in. Access tokens last 15 minutes. Each refresh token is used once and replaced; using one twice ends its session. While staffSecondFactor is on, a session not opened by grant_type=second_factor uses no staff role, and its refresh is refused (invalid_grant, the session ended) once the user holds one. After 10 wrong passwords for a user name, or 50 from a network, within 15 minutes, passwords are refused with 429 and Retry-After until the oldest leaves the window (device secrets are not).',
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exchangeToken(ctx, request.body, {
        client: sessionClient(request),
        site: webauthnSite(ctx.config, request),
      });
    },
  });
};

/** account/logout, and an administrator's sign-out and second-factor reset of a user, under /api/api. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.userSignOut, {
      tags: ['users'],
      summary: 'Sign a user out on every device (Admin; audited)',
      security,
    }),
    preHandler: requireRole(ctx, ['Admin']),
    handler: async (request) => signOutEverywhere(ctx, request.params.id, actorOf(request)),
  });

  app.route({
    ...served(app, endpoints.userSecondFactor, {
      tags: ['users'],
      summary:
        "Remove a user's second factor (a lost phone): her app, passkeys and recovery codes (Admin; audited)",
      description: 'She is signed out everywhere; her next sign-in sets up a new second factor.',
      security,
    }),
    preHandler: requireRole(ctx, ['Admin']),
    handler: async (request) => removeSecondFactor(ctx, request.params.id, actorOf(request)),
  });

  app.route({
    ...served(app, endpoints.logout, {
      tags: ['account'],
      summary: 'Sign out: ends the session and revokes the device secret that opened it',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => {
      await logout(ctx, principalOf(request), request.body?.refreshToken ?? undefined);
      return updated(null);
    },
  });
};
