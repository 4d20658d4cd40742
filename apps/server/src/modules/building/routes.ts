import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import {
  failureSchema,
  guarded,
  messageSchema,
  security,
  updated,
  updateResultSchema,
} from '../../http/schemas.ts';
import { createCubicle, editCubicle, listCubicleViews } from './cubicles-service.ts';
import { createRoom, editRoom, listRoomViews } from './rooms-service.ts';
import {
  attendantBody,
  cubicleListSchema,
  cubicleSchema,
  idParams,
  nameBody,
  nightQuery,
  roomBody,
  roomListSchema,
  roomSchema,
  sectionListSchema,
  sectionSchema,
} from './schemas.ts';
import { createSection, editSection, listSectionViews, setSectionAttendant } from './sections-service.ts';

const changed = <T extends $ZodType>(result: T) => ({
  200: updateResultSchema(result),
  400: failureSchema,
  404: messageSchema,
  409: failureSchema,
  ...guarded,
});

/** The building (docs/staff-api.md): rooms, sections and their night's attendants, cubicles. */
export const buildingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const desk = requireRole(ctx, ['Receptionist', 'Admin']);
  const admin = requireRole(ctx, ['Admin']);

  app.get(
    '/rooms',
    {
      preHandler: desk,
      schema: {
        tags: ['building'],
        summary: "Rooms, with the night's attendants and who is in each (desk)",
        description: 'dt: the night (default: the facility’s today). Ordered by room number.',
        security,
        querystring: nightQuery,
        response: { 200: roomListSchema, 400: messageSchema, ...guarded },
      },
    },
    async (request) => listRoomViews(ctx, request.query.dt),
  );

  app.post(
    '/rooms',
    {
      preHandler: admin,
      schema: {
        tags: ['building'],
        summary: 'Add a room (Admin)',
        description:
          'number unique; type shower, bath, handicapped or kallah; sectionId an existing section.',
        security,
        body: roomBody,
        response: changed(roomSchema),
      },
    },
    async (request) => updated(await createRoom(ctx, { body: request.body, actor: actorOf(request) })),
  );

  app.put(
    '/rooms/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['building'],
        summary: 'Change a room (Admin)',
        description:
          'Only the fields given change. Refused (409) while someone is in the room. Rooms are never deleted: set them Offline.',
        security,
        params: idParams,
        body: roomBody,
        response: changed(roomSchema),
      },
    },
    async (request) =>
      updated(await editRoom(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) })),
  );

  app.get(
    '/sections',
    {
      preHandler: desk,
      schema: {
        tags: ['building'],
        summary: 'Sections with who works each that night (desk)',
        security,
        querystring: nightQuery,
        response: { 200: sectionListSchema, 400: messageSchema, ...guarded },
      },
    },
    async (request) => listSectionViews(ctx, request.query.dt),
  );

  app.post(
    '/sections',
    {
      preHandler: admin,
      schema: {
        tags: ['building'],
        summary: 'Add a section (Admin)',
        security,
        body: nameBody,
        response: changed(sectionSchema),
      },
    },
    async (request) => updated(await createSection(ctx, { body: request.body, actor: actorOf(request) })),
  );

  app.put(
    '/sections/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['building'],
        summary: 'Rename a section or take it out of use (Admin)',
        description: 'Taking it out of use is refused (409) while someone is in one of its rooms.',
        security,
        params: idParams,
        body: nameBody,
        response: changed(sectionSchema),
      },
    },
    async (request) =>
      updated(await editSection(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) })),
  );

  app.put(
    '/sections/:id/attendant',
    {
      preHandler: desk,
      schema: {
        tags: ['building'],
        summary: 'Who works a section on a night (desk)',
        description:
          'dt: the night, from last night to a year ahead. attendantId: an active attendant, or null for No Attendant.',
        security,
        params: idParams,
        querystring: nightQuery,
        body: attendantBody,
        response: changed(sectionSchema),
      },
    },
    async (request) =>
      updated(
        await setSectionAttendant(ctx, {
          id: request.params.id,
          dt: request.query.dt,
          body: request.body,
          actor: actorOf(request),
        }),
      ),
  );

  app.get(
    '/cubicles',
    {
      preHandler: desk,
      schema: {
        tags: ['building'],
        summary: 'Cubicles, with the reservation each is lent to (desk)',
        security,
        response: { 200: cubicleListSchema, ...guarded },
      },
    },
    async () => listCubicleViews(ctx),
  );

  app.post(
    '/cubicles',
    {
      preHandler: admin,
      schema: {
        tags: ['building'],
        summary: 'Add a cubicle (Admin)',
        security,
        body: nameBody,
        response: changed(cubicleSchema),
      },
    },
    async (request) => updated(await createCubicle(ctx, { body: request.body, actor: actorOf(request) })),
  );

  app.put(
    '/cubicles/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['building'],
        summary: 'Rename a cubicle or take it out of use (Admin)',
        description: 'Taking it out of use is refused (409) while it is lent to someone waiting.',
        security,
        params: idParams,
        body: nameBody,
        response: changed(cubicleSchema),
      },
    },
    async (request) =>
      updated(await editCubicle(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) })),
  );
};
