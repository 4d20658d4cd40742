import { accountSessionListSchema, signOutOthersAnswer } from '../account-sessions.ts';
import { messageSchema } from '../answers.ts';
import { nullResultAnswer } from '../null-result-answer.ts';
import { accountSessionsApi as routes } from '../routes/account-sessions.ts';
import { idParams } from './params.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guardedById } from './refusals.ts';

export const accountSessionsEndpoints = {
  list: endpoint(routes.list, { answers: { 200: accountSessionListSchema, 401: messageSchema } }),
  one: endpoint(routes.one, {
    params: idParams,
    answers: { 200: nullResultAnswer, 400: failureSchema, ...guardedById },
  }),
  signOutOthers: endpoint(routes.signOutOthers, {
    answers: { 200: signOutOthersAnswer, 401: messageSchema },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
