import { weatherApi as routes } from '../routes/weather.ts';
import { weatherSchema } from '../weather.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { notModified } from './not-modified.ts';

export const weatherEndpoints = {
  tonight: endpoint(routes.tonight, { answers: { 200: weatherSchema, ...notModified } }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
