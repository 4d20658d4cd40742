import { buildingDeviceListSchema, buildingDeviceTestAnswer } from '../building-devices.ts';
import { buildingDevicesApi as routes } from '../routes/building-devices.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guarded, guardedById } from './refusals.ts';
import { idParams } from './params.ts';

export const buildingDevicesEndpoints = {
  list: endpoint(routes.list, { answers: { 200: buildingDeviceListSchema, ...guarded } }),
  test: endpoint(routes.test, {
    params: idParams,
    answers: { 200: buildingDeviceTestAnswer, 400: failureSchema, ...guardedById },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
