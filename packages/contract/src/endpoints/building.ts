import { z } from 'zod';
import { messageSchema, updateResultSchema } from '../answers.ts';
import {
  cubicleListSchema,
  cubicleSchema,
  nameBody,
  roomBody,
  roomListSchema,
  roomSchema,
  sectionAttendantBody,
  sectionListSchema,
  sectionSchema,
} from '../building.ts';
import { fieldText, msg } from '../field-messages.ts';
import { buildingApi as routes } from '../routes/building.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guarded, guardedById } from './refusals.ts';
import { idParams } from './params.ts';

/** ?dt=: the night (default: the facility's today); the service reads its format. */
const nightQuery = z.object({
  dt: z
    .string({ error: fieldText(msg('field.dateFormat', { field: 'dt' })) })
    .max(40)
    .optional(),
});

/** A change's answers: the thing as it is now, or refused (409: in use); 404 for an unknown id. */
const changed = <T extends z.core.$ZodType>(result: T) => ({
  200: updateResultSchema(result),
  400: failureSchema,
  409: failureSchema,
  ...guardedById,
});

const listAnswers = <T extends z.core.$ZodType>(list: T) => ({ 200: list, 400: messageSchema, ...guarded });

export const buildingEndpoints = {
  rooms: endpoint(routes.rooms, { query: nightQuery, answers: listAnswers(roomListSchema) }),
  addRoom: endpoint(routes.addRoom, { body: roomBody, answers: changed(roomSchema) }),
  room: endpoint(routes.room, { params: idParams, body: roomBody, answers: changed(roomSchema) }),
  sections: endpoint(routes.sections, { query: nightQuery, answers: listAnswers(sectionListSchema) }),
  addSection: endpoint(routes.addSection, { body: nameBody, answers: changed(sectionSchema) }),
  section: endpoint(routes.section, { params: idParams, body: nameBody, answers: changed(sectionSchema) }),
  sectionAttendant: endpoint(routes.sectionAttendant, {
    params: idParams,
    query: nightQuery,
    body: sectionAttendantBody,
    answers: changed(sectionSchema),
  }),
  cubicles: endpoint(routes.cubicles, { answers: { 200: cubicleListSchema, ...guarded } }),
  addCubicle: endpoint(routes.addCubicle, { body: nameBody, answers: changed(cubicleSchema) }),
  cubicle: endpoint(routes.cubicle, { params: idParams, body: nameBody, answers: changed(cubicleSchema) }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
