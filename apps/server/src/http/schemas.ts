import { isoDateSchema } from '@tevila/domain';
import { z } from 'zod';

/** DESIGN §5 failure body, declared on routes so the OpenAPI document shows it. */
export const messageSchema = z.object({ Message: z.string() }).describe('A failure, in one sentence.');

/** A "YYYY-MM-DD" query value with a sentence naming the field when it is not one. */
export function isoDateQuery(name: string) {
  return z
    .string()
    .refine((v) => isoDateSchema.safeParse(v).success, { error: `${name} must be a date as YYYY-MM-DD.` });
}

/** A whole number in [min, max] given as a query value. */
export function intQuery(name: string, min: number, max: number) {
  const error = `${name} must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}
