import { z } from 'zod';
import { messageSchema, refusalSchema } from '../answers.ts';

/** A failure of an update-style call: refused, or any other failure as { Message }. */
export const failureSchema = z.union([refusalSchema, messageSchema]);

/** 429 on an update-style call: the refusal and the Message carry the same sentence. */
export const throttledSchema = z.object({ ...refusalSchema.shape, Message: z.string() });

/** What every signed-in route may answer besides its own: not signed in (401), not allowed (403). */
export const guarded = { 401: messageSchema, 403: messageSchema };

/** …and, for a route about one thing by its id, that it does not exist (404). */
export const guardedById = { ...guarded, 404: messageSchema };
