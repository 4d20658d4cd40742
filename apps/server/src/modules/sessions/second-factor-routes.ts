import { secondFactorEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { served } from '../../http/contract-route.ts';
import { webauthnSite } from '../../http/webauthn-site.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { passkeyRegistrationOptions, passkeySignInOptions, registerPasskey } from './passkey-service.ts';
import { secondFactorMethods } from './second-factor-service.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './totp-service.ts';

const tags = ['account'];
const security = [{ mfaToken: [] }];
const mfaNote =
  'Authorization: Bearer <mfa_token>, the token a staff password grant answered with second_factor_enrollment_required (it lives 5 minutes; 5 wrong codes void it).';

/**
 * A staff member's second factor during her sign-in (under /api/api). Each call carries its bearer
 * mfa_token, so its answer is kept by no cache (app.ts).
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const mfa = (request: { headers: { authorization?: string | undefined } }) =>
    bearerToken(request.headers.authorization);

  app.route({
    ...served(app, endpoints.methods, {
      tags,
      summary: 'The second factors this sign-in may use: totp, passkey, recovery (none: set one up)',
      description: mfaNote,
      security,
    }),
    handler: async (request) => secondFactorMethods(ctx, mfa(request)),
  });

  app.route({
    ...served(app, endpoints.passkeyRegisterOptions, {
      tags,
      summary: 'Start adding a passkey: the WebAuthn creation options for navigator.credentials.create',
      description: `${mfaNote} Only while the account has no second factor.`,
      security,
    }),
    handler: async (request) =>
      passkeyRegistrationOptions(ctx, mfa(request), webauthnSite(ctx.config, request)),
  });

  app.route({
    ...served(app, endpoints.passkeyRegister, {
      tags,
      summary: 'Add the passkey the browser created: answers ten single-use recovery codes, once',
      description: `${mfaNote} The body is the browser's RegistrationResponseJSON. The sign-in then finishes with POST /api/token grant_type=second_factor and the mfa_token alone.`,
      security,
    }),
    handler: async (request) =>
      registerPasskey(ctx, mfa(request), request.body, webauthnSite(ctx.config, request), request.ip),
  });

  app.route({
    ...served(app, endpoints.passkeyOptions, {
      tags,
      summary: 'Sign in with a passkey: the WebAuthn request options for navigator.credentials.get',
      description: `${mfaNote} Send what the browser answers as the passkey of POST /api/token grant_type=second_factor.`,
      security,
    }),
    handler: async (request) => passkeySignInOptions(ctx, mfa(request), webauthnSite(ctx.config, request)),
  });

  app.route({
    ...served(app, endpoints.totp, {
      tags,
      summary: 'Start setting up an authenticator app: its key, as text and as an otpauth:// address',
      description: `${mfaNote} RFC 6238: SHA-1, 6 digits, 30-second steps. A new call replaces a key not yet confirmed.`,
      security,
    }),
    handler: async (request) => startTotpEnrolment(ctx, mfa(request)),
  });

  app.route({
    ...served(app, endpoints.totpConfirm, {
      tags,
      summary:
        'Confirm the authenticator app with one of its codes: answers ten single-use recovery codes, once',
      description: `${mfaNote} The same code then finishes the sign-in: POST /api/token with grant_type=second_factor, the mfa_token and the code.`,
      security,
    }),
    handler: async (request) => confirmTotpEnrolment(ctx, mfa(request), request.body.code, request.ip),
  });
};
