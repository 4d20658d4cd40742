import { messageSchema } from '../answers.ts';
import { arrivalApi as routes } from '../routes/arrival.ts';
import { arriveAnswer, arriveBody, kioskCheckinAnswer, kioskCheckinBody } from '../self-checkin.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guardedById, throttledSchema } from './refusals.ts';
import { idParams } from './params.ts';

export const arrivalEndpoints = {
  arrive: endpoint(routes.arrive, {
    params: idParams,
    body: arriveBody,
    answers: { 200: arriveAnswer, 400: failureSchema, 409: failureSchema, ...guardedById },
  }),
  kioskCheckin: endpoint(routes.kioskCheckin, {
    body: kioskCheckinBody,
    answers: {
      200: kioskCheckinAnswer,
      400: failureSchema,
      401: messageSchema,
      403: messageSchema,
      409: failureSchema,
      // Too many wrong codes: the kiosk waits out the window.
      429: throttledSchema,
    },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
