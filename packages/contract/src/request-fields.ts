import { isIsoDate } from '@tevila/domain';
import { z } from 'zod/mini';
import { fieldText, msg } from './field-messages.ts';

/** A "YYYY-MM-DD" value with a sentence naming the field when it is not one. */
export const isoDateField = (name: string) =>
  z
    .string()
    .check(z.refine((v) => isIsoDate(v), { error: fieldText(msg('field.dateFormat', { field: name })) }));

/** true or false, false when left out; a sentence naming the field otherwise. */
export const flagField = (name: string) =>
  z._default(z.boolean({ error: fieldText(msg('field.trueOrFalse', { field: name })) }), false);

/** Text of at most `max` characters, null or left out. */
export const noteField = (name: string, max: number) =>
  z.optional(
    z.nullable(
      z
        .string({ error: fieldText(msg('field.mustBeText', { field: name })) })
        .check(z.maxLength(max, { error: fieldText(msg('field.atMostChars', { field: name, max })) })),
    ),
  );
