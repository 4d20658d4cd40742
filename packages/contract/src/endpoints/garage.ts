import { messageSchema } from '../answers.ts';
import { garageOpenBody, gateOpeningAnswer } from '../garage.ts';
import { garageApi as routes } from '../routes/garage.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guardedById, throttledSchema } from './refusals.ts';
import { idParams } from './params.ts';

/** Both gates answer alike: opening, refused, too many tries (429), or the gate out of reach (503). */
const answers = {
  200: gateOpeningAnswer,
  400: failureSchema,
  ...guardedById,
  429: throttledSchema,
  503: messageSchema,
};

export const garageEndpoints = {
  open: endpoint(routes.open, { body: garageOpenBody, answers }),
  openGarageDoor: endpoint(routes.openGarageDoor, { params: idParams, body: garageOpenBody, answers }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
