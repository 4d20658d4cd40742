import { isoDateSchema } from '@tevila/domain';
import { z } from 'zod';
import { fieldText, msg } from '../field-messages.ts';

/** A "YYYY-MM-DD" query value with a sentence naming the field when it is not one. */
export function isoDateQuery(name: string) {
  return z.string().refine((v) => z.safeParse(isoDateSchema, v).success, {
    error: fieldText(msg('field.dateFormat', { field: name })),
  });
}

/** A whole number in [min, max] given as a query value. */
export function intQuery(name: string, min: number, max: number) {
  const error = fieldText(msg('field.wholeNumberRange', { field: name, min, max }));
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}
