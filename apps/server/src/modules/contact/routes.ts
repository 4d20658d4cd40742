import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { formRateLimit } from '../../http/form-limit.ts';
import { failureSchema, messageSchema } from '../../http/schemas.ts';
import { msg, schemaText } from '../../i18n/messages.ts';
import { sendContactForm } from './service.ts';

const text = (name: string) =>
  z
    .string({ error: schemaText(msg('field.mustBeText', { field: name })) })
    .max(20_000, { error: schemaText(msg('field.tooLong', { field: name })) })
    .nullable()
    .optional();

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/settings/ContactForm',
    {
      config: { rateLimit: formRateLimit(ctx) },
      schema: {
        tags: ['settings'],
        summary: "Contact, careers, tour request and donation notices, mailed to the facility's address",
        body: z.object({
          firstName: text('firstName'),
          lastName: text('lastName'),
          email: text('email'),
          message: text('message'),
          reCaptchaTokenResponse: text('reCaptchaTokenResponse'),
        }),
        response: {
          200: z.object({ success: z.literal(true), errorMessage: z.null() }),
          400: failureSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => {
      await sendContactForm(ctx, request.body, request.ip);
      return { success: true as const, errorMessage: null };
    },
  );
};
