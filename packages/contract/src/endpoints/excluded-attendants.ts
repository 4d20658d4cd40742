import { z } from 'zod';
import { excludedAttendantListSchema } from '../excluded-attendants.ts';
import { excludedAttendantsApi as routes } from '../routes/excluded-attendants.ts';
import { userUpdateAnswer } from '../user.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guardedById } from './refusals.ts';
import { idParams } from './params.ts';

const exclude = endpoint(routes.exclude, {
  params: z.object({ id: z.string().max(100), attendantId: z.string().max(100) }),
  answers: { 200: userUpdateAnswer, 400: failureSchema, ...guardedById },
});

export const excludedAttendantsEndpoints = {
  list: endpoint(routes.list, {
    params: idParams,
    answers: { 200: excludedAttendantListSchema, ...guardedById },
  }),
  exclude,
  include: { ...exclude, ...routes.include },
} as const satisfies Record<keyof typeof routes, Endpoint>;
