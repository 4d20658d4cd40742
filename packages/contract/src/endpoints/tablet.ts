import { messageSchema } from '../answers.ts';
import { roomAlertAnswer, roomAlertListSchema, roomTabletAnswer, roomTabletSchema } from '../room-tablet.ts';
import { tabletApi as routes } from '../routes/tablet.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { dayQuery } from './night.ts';
import { failureSchema, guardedById } from './refusals.ts';
import { idParams } from './params.ts';

const refusals = { 400: failureSchema, 409: failureSchema, ...guardedById };

export const tabletEndpoints = {
  tablet: endpoint(routes.tablet, { params: idParams, answers: { 200: roomTabletSchema, ...refusals } }),
  ready: endpoint(routes.ready, { params: idParams, answers: { 200: roomTabletAnswer, ...refusals } }),
  help: endpoint(routes.help, { params: idParams, answers: { 200: roomTabletAnswer, ...refusals } }),
  unlock: endpoint(routes.unlock, { params: idParams, answers: { 200: roomTabletAnswer, ...refusals } }),
  alerts: endpoint(routes.alerts, {
    query: dayQuery,
    answers: { 200: roomAlertListSchema, 400: messageSchema, ...guardedById },
  }),
  acknowledge: endpoint(routes.acknowledge, {
    params: idParams,
    answers: { 200: roomAlertAnswer, ...refusals },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
