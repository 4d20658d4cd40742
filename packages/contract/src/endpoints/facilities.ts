import { facilitiesTonightSchema } from '../facilities.ts';
import { facilitiesApi as routes } from '../routes/facilities.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { notModified } from './not-modified.ts';

export const facilitiesEndpoints = {
  tonight: endpoint(routes.tonight, { answers: { 200: facilitiesTonightSchema, ...notModified } }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
