import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { nullResultAnswer } from '../null-result-answer.ts';
import { myDataSchema } from '../privacy.ts';
import { privacyApi as routes } from '../routes/privacy.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guardedById } from './refusals.ts';
import { idParams } from './params.ts';

export const privacyEndpoints = {
  export: endpoint(routes.export, {
    params: idParams,
    answers: { 200: myDataSchema, 400: messageSchema, 429: messageSchema, ...guardedById },
  }),
  // The body ({ confirm: true }, deleteAccountBody) is checked by the service, so its refusal is a sentence.
  deleteAccount: endpoint(routes.deleteAccount, {
    params: idParams,
    body: z.unknown(),
    answers: { 200: nullResultAnswer, 400: failureSchema, 503: messageSchema, ...guardedById },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
