import { messageSchema, refusalSchema } from '@tevila/contract';
import { isoDateSchema } from '@tevila/domain';
import { z } from 'zod';
import { msg, schemaText } from '../i18n/messages.ts';

// The answers' shapes shared with the web live in the contract (docs/decisions/0034).
export { messageSchema, refusalSchema, updateResultSchema } from '@tevila/contract';

/** A "YYYY-MM-DD" query value with a sentence naming the field when it is not one. */
export function isoDateQuery(name: string) {
  return z.string().refine((v) => z.safeParse(isoDateSchema, v).success, {
    error: schemaText(msg('field.dateFormat', { field: name })),
  });
}

/** A whole number in [min, max] given as a query value. */
export function intQuery(name: string, min: number, max: number) {
  const error = schemaText(msg('field.wholeNumberRange', { field: name, min, max }));
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A failure of an update-style call: refused, or any other failure as { Message }. */
export const failureSchema = z.union([refusalSchema, messageSchema]);

/** 429 on an update-style call: the refusal and the Message carry the same sentence. */
export const throttledSchema = z.object({ ...refusalSchema.shape, Message: z.string() });

/** Builds the success answer of an update-style call. */
export function updated<T>(result: T): { success: true; errorMessage: null; result: T } {
  return { success: true, errorMessage: null, result };
}

/** The OpenAPI security of a signed-in route: a bearer access token. */
export const security = [{ bearer: [] }];

/** What every signed-in route may answer besides its own: not signed in (401), not allowed (403). */
export const guarded = { 401: messageSchema, 403: messageSchema };

/** …and, for a route about one thing by its id, that it does not exist (404). */
export const guardedById = { ...guarded, 404: messageSchema };

/** An Idempotency-Key header: 1–200 visible characters, else ignored (the request counts as new). */
export function idempotencyKey(value: string | string[] | undefined): string | undefined {
  const key = Array.isArray(value) ? value[0] : value;
  return key !== undefined && /^[\x21-\x7e]{1,200}$/.test(key) ? key : undefined;
}
