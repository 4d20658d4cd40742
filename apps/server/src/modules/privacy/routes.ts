import { privacyEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { deleteAccount } from './delete-service.ts';
import { exportMyData } from './export-service.ts';

/** A patron's own data: download it, or delete her account (anonymised; money rows kept). */
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...served(app, endpoints.export, {
      tags: ['users'],
      summary: 'Download her data as a JSON file (her own, or anyone for Admin)',
      description:
        'Her user (without staff notes or secrets), reservations with status history, payments, excluded attendants, plate submissions (no images) and gate openings.',
      security,
    }),
    preHandler: requireUser(ctx),
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const { fileName, data } = await exportMyData(ctx, principalOf(request), request.params.id);
      void reply.header('content-disposition', `attachment; filename="${fileName}"`);
      void reply.header('cache-control', 'no-store');
      return data;
    },
  });

  app.route({
    ...served(app, endpoints.deleteAccount, {
      tags: ['users'],
      summary: 'Delete her own account (body { "confirm": true })',
      description:
        'Refused while she has a reservation tonight or later, and for staff accounts. Her personal data is removed; payments stay in the books without her name; her sessions end.',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => {
      await deleteAccount(ctx, principalOf(request), {
        userId: request.params.id,
        body: request.body,
        actor: actorOf(request),
      });
      return updated(null);
    },
  });
};
