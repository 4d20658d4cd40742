import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { waitlistApi as routes } from '../routes/waitlist.ts';
import {
  waitlistAcceptAnswer,
  waitlistEntryAnswer,
  waitlistJoinBody,
  waitlistListSchema,
} from '../waitlist.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { isoDateQuery } from './query-fields.ts';
import { failureSchema, guarded, guardedById } from './refusals.ts';
import { idParams } from './params.ts';

const entryAnswers = { 200: waitlistEntryAnswer, 400: failureSchema, 409: failureSchema, ...guardedById };

export const waitlistEndpoints = {
  join: endpoint(routes.join, {
    body: waitlistJoinBody,
    answers: { 200: waitlistEntryAnswer, 400: failureSchema, 409: failureSchema, ...guarded },
  }),
  list: endpoint(routes.list, {
    query: z.object({ dt: isoDateQuery('dt').optional() }),
    answers: { 200: waitlistListSchema, 400: messageSchema, ...guarded },
  }),
  leave: endpoint(routes.leave, { params: idParams, answers: entryAnswers }),
  accept: endpoint(routes.accept, {
    params: idParams,
    answers: { ...entryAnswers, 200: waitlistAcceptAnswer },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
