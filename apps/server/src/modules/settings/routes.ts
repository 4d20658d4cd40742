import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { requestLanguage } from '../../http/request-language.ts';
import {
  failureSchema,
  guarded,
  messageSchema,
  security,
  updated,
  updateResultSchema,
} from '../../http/schemas.ts';
import { notModified, sendSharedAnswer } from '../../http/shared-answer.ts';
import { msg, schemaText } from '../../i18n/messages.ts';
import { changeAdminSetting, listAdminSettings } from './admin-service.ts';
import { adminSettingSchema, publicSettingsSchema } from './schemas.ts';
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
        response: { 200: z.array(adminSettingSchema), ...guarded },
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
        body: z.object({
          value: z.union([z.string(), z.number(), z.boolean()], {
            error: (issue) =>
              issue.input === undefined || issue.input === null
                ? schemaText(msg('setting.valueRequired'))
                : schemaText(msg('setting.valueText')),
          }),
        }),
        response: {
          200: updateResultSchema(
            z.object({ key: z.string(), value: z.string(), prevValue: z.string().nullable() }),
          ),
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
