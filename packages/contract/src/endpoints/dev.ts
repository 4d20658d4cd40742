import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { fieldText, msg } from '../field-messages.ts';
import { devApi as routes } from '../routes/dev.ts';
import { endpoint, type Endpoint } from './endpoint.ts';

const clockSchema = z.object({ now: z.string(), fixed: z.boolean() });

export const devEndpoints = {
  messages: endpoint(routes.messages, {
    query: z.object({
      to: z
        .string()
        .max(320, { error: fieldText(msg('field.atMostCharsLong', { field: 'to', max: 320 })) })
        .optional(),
    }),
    answers: {
      200: z.array(
        z.object({
          channel: z.enum(['sms', 'email']),
          to: z.string(),
          body: z.string(),
          createdAt: z.string(),
        }),
      ),
      400: messageSchema,
    },
  }),
  clock: endpoint(routes.clock, { answers: { 200: clockSchema } }),
  setClock: endpoint(routes.setClock, {
    body: z.object(
      { now: z.iso.datetime({ offset: true, error: fieldText(msg('dev.nowFormat')) }).nullable() },
      { error: fieldText(msg('dev.nowBody')) },
    ),
    answers: { 200: clockSchema, 400: messageSchema },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
