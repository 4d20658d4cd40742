import { messageSchema } from '../answers.ts';
import { nullResultAnswer } from '../null-result-answer.ts';
import { signInApi as routes } from '../routes/sign-in.ts';
import { registerBody, verifyAnswer, verifyBody } from '../sign-in.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, throttledSchema } from './refusals.ts';

export const signInEndpoints = {
  register: endpoint(routes.register, {
    body: registerBody,
    answers: { 200: nullResultAnswer, 400: failureSchema, 429: throttledSchema, 503: messageSchema },
  }),
  registrationVerify: endpoint(routes.registrationVerify, {
    body: verifyBody,
    answers: { 200: verifyAnswer, 400: failureSchema, 503: messageSchema },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
