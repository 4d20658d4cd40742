import { z } from 'zod';
import { messageSchema, updateResultSchema } from '../answers.ts';
import {
  attendantCreateBody,
  attendantEditBody,
  attendantListSchema,
  attendantSchema,
} from '../attendants.ts';
import { fieldText, msg } from '../field-messages.ts';
import { attendantsApi as routes } from '../routes/attendants.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guarded } from './refusals.ts';
import { idParams } from './params.ts';

const attendantAnswer = updateResultSchema(attendantSchema);

export const attendantsEndpoints = {
  list: endpoint(routes.list, {
    query: z.object({
      active: z
        .enum(['true', 'false'], { error: fieldText(msg('field.trueOrFalse', { field: 'active' })) })
        .optional(),
      search: z
        .string({ error: fieldText(msg('field.mustBeText', { field: 'search' })) })
        .max(1000, { error: fieldText(msg('attendant.searchTooLong')) })
        .optional(),
    }),
    answers: { 200: attendantListSchema, 400: messageSchema, ...guarded },
  }),
  create: endpoint(routes.create, {
    body: attendantCreateBody,
    answers: { 200: attendantAnswer, 400: failureSchema, ...guarded },
  }),
  edit: endpoint(routes.edit, {
    params: idParams,
    body: attendantEditBody,
    answers: { 200: attendantAnswer, 400: failureSchema, 404: messageSchema, ...guarded },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
