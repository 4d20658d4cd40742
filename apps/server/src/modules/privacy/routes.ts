import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireUser } from '../../http/auth.ts';
import { failureSchema, guardedById, messageSchema, security, updated } from '../../http/schemas.ts';
import { deleteAccount } from './delete-service.ts';
import { myDataSchema, nullResultAnswer } from './schemas.ts';
import { exportMyData } from './export-service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** A patron's own data: download it, or delete her account (anonymised; money rows kept). */
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:id/export',
    {
      preHandler: requireUser(ctx),
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['users'],
        summary: 'Download her data as a JSON file (her own, or anyone for Admin)',
        description:
          'Her user (without staff notes or secrets), reservations with status history, payments, excluded attendants, plate submissions (no images) and gate openings.',
        security,
        params: idParams,
        response: { 200: myDataSchema, 400: messageSchema, 429: messageSchema, ...guardedById },
      },
    },
    async (request, reply) => {
      const { fileName, data } = await exportMyData(ctx, principalOf(request), request.params.id);
      void reply.header('content-disposition', `attachment; filename="${fileName}"`);
      void reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/users/:id',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['users'],
        summary: 'Delete her own account (body { "confirm": true })',
        description:
          'Refused while she has a reservation tonight or later, and for staff accounts. Her personal data is removed; payments stay in the books without her name; her sessions end.',
        security,
        params: idParams,
        body: z.unknown(),
        response: {
          200: nullResultAnswer,
          400: failureSchema,
          503: messageSchema,
          ...guardedById,
        },
      },
    },
    async (request) => {
      await deleteAccount(ctx, principalOf(request), {
        userId: request.params.id,
        body: request.body,
        actor: actorOf(request),
      });
      return updated(null);
    },
  );
};
