import { z } from 'zod';
import { isoDateSchema, localTimeSchema } from '../dates.ts';

/** Body of PUT settings/schedule/overrides/{date}: times are local "HH:mm". */
export const scheduleOverrideBodySchema = z.object({
  closed: z.boolean(),
  openTime: localTimeSchema.nullable(),
  closeTime: localTimeSchema.nullable(),
  note: z.string().trim().max(200, 'Must be at most 200 characters.').nullable(),
});

export const scheduleOverrideSchema = scheduleOverrideBodySchema.extend({ date: isoDateSchema });
