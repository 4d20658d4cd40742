import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { failureSchema, guarded, messageSchema, security, updated } from '../../http/schemas.ts';
import { notModified, sendSharedAnswer } from '../../http/shared-answer.ts';
import { changeAdminSetting, listAdminSettings } from './admin-service.ts';
import {
  adminSettingAnswer,
  adminSettingBody,
  adminSettingListSchema,
  publicSettingsSchema,
} from './schemas.ts';
import { publicSettingsAnswer } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings',
        description:
          'Every public setting as { key, value }; values are strings ("True", "36"). Secrets never appear.',
        response: { 200: publicSettingsSchema, ...notModified },
      },
    },
    // The same for everyone and kept as sent (docs/decisions/0015).
    async (request, reply) => sendSharedAnswer(request, reply, await publicSettingsAnswer(ctx)),
  );

  app.get(
    '/settings/admin',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['settings'],
        summary: 'Every setting, with its name, type and hint (Admin)',
        security,
        response: { 200: adminSettingListSchema, ...guarded },
      },
    },
    async (request) => listAdminSettings(ctx, requestLanguage(request)),
  );

  app.put(
    '/settings/admin/:key',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['settings'],
        summary: 'Change one setting (Admin)',
        description:
          'Checked by the catalogue; the old value is kept as prevValue; audited. Secrets are write-only.',
        security,
        params: z.object({ key: z.string().max(100) }),
        body: adminSettingBody,
        response: {
          200: adminSettingAnswer,
          400: failureSchema,
          404: messageSchema,
          ...guarded,
        },
      },
    },
    async (request) =>
      updated(
        await changeAdminSetting(ctx, {
          key: request.params.key,
          value: request.body.value,
          actor: actorOf(request),
        }),
      ),
  );
};
