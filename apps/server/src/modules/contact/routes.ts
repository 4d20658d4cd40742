import { contactEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { served } from '../../http/contract-route.ts';
import { formRateLimit } from '../settings/index.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { sendContactForm } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.contactForm, {
      tags: ['settings'],
      summary: "Contact, careers, tour request and donation notices, mailed to the facility's address",
    }),
    config: { rateLimit: formRateLimit(ctx) },
    handler: async (request) => {
      await sendContactForm(ctx, request.body, { ip: request.ip, language: requestLanguage(request) });
      return { success: true as const, errorMessage: null };
    },
  });
};
