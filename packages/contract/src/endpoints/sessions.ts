import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { logoutBody } from '../logout.ts';
import { nullResultAnswer } from '../null-result-answer.ts';
import { sessionsApi as routes } from '../routes/sessions.ts';
import { idParams } from './params.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { guardedById } from './refusals.ts';

export const sessionsEndpoints = {
  userSignOut: endpoint(routes.userSignOut, {
    params: idParams,
    answers: { 200: z.object({ sessionsEnded: z.number().int() }), ...guardedById },
  }),
  userSecondFactor: endpoint(routes.userSecondFactor, {
    params: idParams,
    answers: {
      200: z.object({
        removed: z.object({ totp: z.boolean(), passkeys: z.number().int() }),
        sessionsEnded: z.number().int(),
      }),
      ...guardedById,
    },
  }),
  logout: endpoint(routes.logout, {
    body: logoutBody,
    answers: { 200: nullResultAnswer, 401: messageSchema },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
