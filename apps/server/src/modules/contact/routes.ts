import { contactFormBody, formSentAnswer } from '@tevila/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { formRateLimit } from '../../http/form-limit.ts';
import { failureSchema, messageSchema } from '../../http/schemas.ts';
import { sendContactForm } from './service.ts';

// The form's request and answer are the web's too: they live in the contract (docs/decisions/0034).
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/settings/ContactForm',
    {
      config: { rateLimit: formRateLimit(ctx) },
      schema: {
        tags: ['settings'],
        summary: "Contact, careers, tour request and donation notices, mailed to the facility's address",
        body: contactFormBody,
        response: {
          200: formSentAnswer,
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
