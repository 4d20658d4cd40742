import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireRole, requireUser } from '../../http/auth.ts';
import {
  failureSchema,
  guarded,
  messageSchema,
  security,
  updated,
  updateResultSchema,
} from '../../http/schemas.ts';
import { msg, schemaText } from '../../i18n/messages.ts';
import { attendantCreateBody, attendantEditBody, attendantListSchema, attendantSchema } from './schemas.ts';
import { createAttendant, editAttendant, findAttendants } from './service.ts';

const ACTIVE_ERROR = schemaText(msg('field.trueOrFalse', { field: 'active' }));

/** Attendants (docs/product/site-and-staff.md §3, §7 "List attendants (active flag)"; docs/design.md §5 GET attendants?active=true). */
export const attendantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = requireRole(ctx, ['Admin']);

  app.get(
    '/attendants',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['attendants'],
        summary: 'Attendants by name',
        description:
          'Admin and Receptionist: every attendant (active filters; search optional, at most 20 results). ' +
          'Anyone else: active attendants only, names only, and search of at least 3 characters is required. ' +
          'search matches first name, last name or "first last", without regard to case.',
        security,
        querystring: z.object({
          active: z.enum(['true', 'false'], { error: ACTIVE_ERROR }).optional(),
          search: z
            .string({ error: schemaText(msg('field.mustBeText', { field: 'search' })) })
            .max(1000, { error: schemaText(msg('attendant.searchTooLong')) })
            .optional(),
        }),
        response: { 200: attendantListSchema, 400: messageSchema, ...guarded },
      },
    },
    async (request) => findAttendants(ctx, principalOf(request), request.query),
  );

  app.post(
    '/attendants',
    {
      preHandler: admin,
      schema: {
        tags: ['attendants'],
        summary: 'Add an attendant (Admin)',
        description:
          'Names are trimmed, 1 to 50 characters; a new attendant is active unless active is false.',
        security,
        body: attendantCreateBody,
        response: { 200: updateResultSchema(attendantSchema), 400: failureSchema, ...guarded },
      },
    },
    async (request) => updated(await createAttendant(ctx, { body: request.body, actor: actorOf(request) })),
  );

  app.put(
    '/attendants/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['attendants'],
        summary: 'Rename, deactivate or reactivate an attendant (Admin)',
        description: 'Only the fields given change. Attendants are never deleted: history names them.',
        security,
        params: z.object({ id: z.string().max(100) }),
        body: attendantEditBody,
        response: {
          200: updateResultSchema(attendantSchema),
          400: failureSchema,
          404: messageSchema,
          ...guarded,
        },
      },
    },
    async (request) =>
      updated(
        await editAttendant(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) }),
      ),
  );
};
