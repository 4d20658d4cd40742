import { settingsEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { security, updated } from '../../http/schemas.ts';
import { sendSharedAnswer } from '../../changes/shared-answer.ts';
import { changeAdminSetting, listAdminSettings } from './admin-service.ts';
import { publicSettingsAnswer } from './service.ts';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.publicSettings, {
      tags,
      summary: 'Public settings',
      description:
        'Every public setting as { key, value }; values are strings ("True", "36"). Secrets never appear.',
    }),
    // The same for everyone and kept as sent (docs/decisions/0015).
    handler: async (request, reply) => sendSharedAnswer(request, reply, await publicSettingsAnswer(ctx)),
  });

  app.route({
    ...served(app, endpoints.adminSettings, {
      tags,
      summary: 'Every setting, with its name, type and hint (Admin)',
      security,
    }),
    preHandler: requireRole(ctx, ['Admin']),
    handler: async (request) => listAdminSettings(ctx, requestLanguage(request)),
  });

  app.route({
    ...served(app, endpoints.adminSetting, {
      tags,
      summary: 'Change one setting (Admin)',
      description:
        'Checked by the catalogue; the old value is kept as prevValue; audited. Secrets are write-only.',
      security,
    }),
    preHandler: requireRole(ctx, ['Admin']),
    handler: async (request) =>
      updated(
        await changeAdminSetting(ctx, {
          key: request.params.key,
          value: request.body.value,
          actor: actorOf(request),
        }),
      ),
  });
};
