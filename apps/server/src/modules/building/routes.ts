import { buildingEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireRole } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import { createCubicle, editCubicle, listCubicleViews } from './cubicles-service.ts';
import { createRoom, editRoom, listRoomViews } from './rooms-service.ts';
import { createSection, editSection, listSectionViews, setSectionAttendant } from './sections-service.ts';

const tags = ['building'];

/** The building (docs/staff-api.md): rooms, sections and their night's attendants, cubicles. */
export const buildingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const desk = requireRole(ctx, ['Receptionist', 'Admin']);
  const admin = requireRole(ctx, ['Admin']);

  app.route({
    ...served(app, endpoints.rooms, {
      tags,
      summary: "Rooms, with the night's attendants and who is in each (desk)",
      description: 'dt: the night (default: the facility’s today). Ordered by room number.',
      security,
    }),
    preHandler: desk,
    handler: async (request) => listRoomViews(ctx, request.query.dt),
  });

  app.route({
    ...served(app, endpoints.addRoom, {
      tags,
      summary: 'Add a room (Admin)',
      description: 'number unique; type shower, bath, handicapped or kallah; sectionId an existing section.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(await createRoom(ctx, { body: request.body, actor: actorOf(request) })),
  });

  app.route({
    ...served(app, endpoints.room, {
      tags,
      summary: 'Change a room (Admin)',
      description:
        'Only the fields given change. Refused (409) while someone is in the room. Rooms are never deleted: set them Offline.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(await editRoom(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) })),
  });

  app.route({
    ...served(app, endpoints.sections, {
      tags,
      summary: 'Sections with who works each that night (desk)',
      security,
    }),
    preHandler: desk,
    handler: async (request) => listSectionViews(ctx, request.query.dt),
  });

  app.route({
    ...served(app, endpoints.addSection, { tags, summary: 'Add a section (Admin)', security }),
    preHandler: admin,
    handler: async (request) =>
      updated(await createSection(ctx, { body: request.body, actor: actorOf(request) })),
  });

  app.route({
    ...served(app, endpoints.section, {
      tags,
      summary: 'Rename a section or take it out of use (Admin)',
      description: 'Taking it out of use is refused (409) while someone is in one of its rooms.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(await editSection(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) })),
  });

  app.route({
    ...served(app, endpoints.sectionAttendant, {
      tags,
      summary: 'Who works a section on a night (desk)',
      description:
        'dt: the night, from last night to a year ahead. attendantId: an active attendant, or null for No Attendant.',
      security,
    }),
    preHandler: desk,
    handler: async (request) =>
      updated(
        await setSectionAttendant(ctx, {
          id: request.params.id,
          dt: request.query.dt,
          body: request.body,
          actor: actorOf(request),
        }),
      ),
  });

  app.route({
    ...served(app, endpoints.cubicles, {
      tags,
      summary: 'Cubicles, with the reservation each is lent to (desk)',
      security,
    }),
    preHandler: desk,
    handler: async () => listCubicleViews(ctx),
  });

  app.route({
    ...served(app, endpoints.addCubicle, { tags, summary: 'Add a cubicle (Admin)', security }),
    preHandler: admin,
    handler: async (request) =>
      updated(await createCubicle(ctx, { body: request.body, actor: actorOf(request) })),
  });

  app.route({
    ...served(app, endpoints.cubicle, {
      tags,
      summary: 'Rename a cubicle or take it out of use (Admin)',
      description: 'Taking it out of use is refused (409) while it is lent to someone waiting.',
      security,
    }),
    preHandler: admin,
    handler: async (request) =>
      updated(await editCubicle(ctx, { id: request.params.id, body: request.body, actor: actorOf(request) })),
  });
};
