import { deviceAnswer, deviceBody, deviceListSchema, newDeviceAnswer } from '../devices.ts';
import { devicesApi as routes } from '../routes/devices.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guarded, guardedById } from './refusals.ts';
import { idParams } from './params.ts';

export const devicesEndpoints = {
  create: endpoint(routes.create, {
    body: deviceBody,
    answers: { 200: newDeviceAnswer, 400: failureSchema, ...guarded },
  }),
  list: endpoint(routes.list, { answers: { 200: deviceListSchema, ...guarded } }),
  revoke: endpoint(routes.revoke, {
    params: idParams,
    answers: { 200: deviceAnswer, 400: failureSchema, ...guardedById },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
