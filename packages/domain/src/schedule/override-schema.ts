import { z } from 'zod/mini';
import { isoDateSchema, localTimeSchema } from '../dates.ts';
import { msg } from '../messages/domain-message.ts';
import { schemaMessage } from '../messages/message.ts';

/** Body of PUT settings/schedule/overrides/{date}: times are local "HH:mm". */
export const scheduleOverrideBodySchema = z.object({
  closed: z.boolean(),
  openTime: z.nullable(localTimeSchema),
  closeTime: z.nullable(localTimeSchema),
  note: z.nullable(
    z.string().check(z.trim(), z.maxLength(200, schemaMessage(msg('value.atMostChars', { max: 200 })))),
  ),
});

export const scheduleOverrideSchema = z.extend(scheduleOverrideBodySchema, { date: isoDateSchema });
