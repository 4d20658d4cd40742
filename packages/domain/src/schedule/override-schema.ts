import { z } from 'zod';
import { isoDateSchema, localTimeSchema } from '../dates.ts';
import { msg } from '../messages/domain-message.ts';
import { schemaMessage } from '../messages/message.ts';

/** Body of PUT settings/schedule/overrides/{date}: times are local "HH:mm". */
export const scheduleOverrideBodySchema = z.object({
  closed: z.boolean(),
  openTime: localTimeSchema.nullable(),
  closeTime: localTimeSchema.nullable(),
  note: z
    .string()
    .trim()
    .max(200, schemaMessage(msg('value.atMostChars', { max: 200 })))
    .nullable(),
});

export const scheduleOverrideSchema = scheduleOverrideBodySchema.extend({ date: isoDateSchema });
