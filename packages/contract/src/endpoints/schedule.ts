import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { nullResultAnswer } from '../null-result-answer.ts';
import { scheduleApi as routes } from '../routes/schedule.ts';
import {
  scheduleOverrideAnswer,
  scheduleOverrideBody,
  scheduleOverrideListSchema,
  scheduleSchema,
} from '../schedule.ts';
import { instant } from '../values.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { notModified } from './not-modified.ts';
import { isoDateQuery } from './query-fields.ts';
import { failureSchema, guarded } from './refusals.ts';

/** GET settings/zmanim: no page of the web reads it. */
const zmanimSchema = z.object({
  date: z.string(),
  zmanTevillah: instant,
  sunset: instant,
  candleLighting: instant,
});

const dateParams = z.object({ date: isoDateQuery('date') });

export const scheduleEndpoints = {
  schedule: endpoint(routes.schedule, {
    query: z.object({
      from: isoDateQuery('from').optional(),
      // Checked by the server: the limit depends on who asks.
      days: z.string().max(40).optional(),
    }),
    answers: { 200: scheduleSchema, ...notModified, 400: messageSchema, 401: messageSchema },
  }),
  zmanim: endpoint(routes.zmanim, {
    query: z.object({ dt: isoDateQuery('dt').optional() }),
    answers: { 200: zmanimSchema, ...notModified, 400: messageSchema },
  }),
  overrides: endpoint(routes.overrides, { answers: { 200: scheduleOverrideListSchema, ...guarded } }),
  setOverride: endpoint(routes.setOverride, {
    params: dateParams,
    body: scheduleOverrideBody,
    answers: { 200: scheduleOverrideAnswer, 400: failureSchema, ...guarded },
  }),
  removeOverride: endpoint(routes.removeOverride, {
    params: dateParams,
    answers: { 200: nullResultAnswer, 400: messageSchema, 404: messageSchema, ...guarded },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
