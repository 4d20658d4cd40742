import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { listPublicSettings } from './service.ts';

const publicSettingSchema = z.object({ key: z.string(), value: z.string() });

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings',
        description:
          'Every public setting as { key, value }; values are strings ("True", "36"). Secrets never appear.',
        response: { 200: z.array(publicSettingSchema) },
      },
    },
    async () => listPublicSettings(ctx),
  );
};
