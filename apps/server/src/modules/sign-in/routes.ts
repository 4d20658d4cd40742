import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  failureSchema,
  messageSchema,
  throttledSchema,
  updateResultSchema,
  updated,
} from '../../http/schemas.ts';
import { requestCode, verifyCode } from './service.ts';

const text = z.string().nullish();

const registerBody = z.object({
  userName: text.describe('Ignored: the user name is the phone number without "+".'),
  phone: text.describe('E.164, such as +13105551234, or the same digits without "+".'),
  email: text,
  password: text.describe('Ignored: set a password with account/setpassword once signed in.'),
  language: text.describe('"en" or "he": the language of the text message.'),
});

const verifyBody = z.object({
  phoneNumber: text,
  authCode: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? v : String(v))),
});

const credentialsSchema = z.object({
  userName: z.string(),
  passwd: z
    .string()
    .describe('A device secret: the password for POST /api/token. Keep it; it is shown once.'),
});

/** docs/design.md §5 "Phone sign-in". */
export const signInRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/account/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Send a sign-in code by SMS',
        description:
          'Creates the user if the number is new. A code is valid 10 minutes; at most one a minute and 3 in 15 minutes per number, 20 an hour per network (an IPv6 /64); only to countries in smsCountries.',
        body: registerBody,
        response: {
          200: updateResultSchema(z.null()),
          400: failureSchema,
          429: throttledSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => {
      await requestCode(ctx, request.body, request.ip);
      return updated(null);
    },
  );

  app.post(
    '/account/registrationVerify',
    {
      schema: {
        tags: ['account'],
        summary: 'Check a sign-in code; answers device credentials',
        body: verifyBody,
        response: { 200: updateResultSchema(credentialsSchema), 400: failureSchema, 503: messageSchema },
      },
    },
    async (request) => updated(await verifyCode(ctx, request.body, request.ip)),
  );
};
