import { z } from 'zod';
import { tokenAnswerSchema } from '../public-answers.ts';
import { tokenApi as routes } from '../routes/token.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { throttledSchema } from './refusals.ts';

/** An OAuth-style refusal (docs/design.md §5). */
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

// Every field is read by the token service, which answers OAuth-style for a missing or wrong one.
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

export const tokenEndpoints = {
  token: endpoint(routes.token, {
    body: tokenBody,
    answers: {
      200: tokenAnswerSchema,
      400: oauthErrorSchema,
      // A body too large or of another type is said OAuth-style too (the server's asOAuthError).
      413: oauthErrorSchema,
      415: oauthErrorSchema,
      429: throttledSchema,
    },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
