import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** docs/design.md §5 failure body, declared on routes so the OpenAPI document shows it. */
export const messageSchema = z
  .object({ Message: z.string() })
  .check(z.describe('A failure, in one sentence.'));

/** docs/design.md §5: a refused update-style call. */
export const refusalSchema = z
  .object({ success: z.literal(false), errorMessage: z.string(), result: z.null() })
  .check(z.describe('Refused, with a sentence to show.'));

/** docs/design.md §5: the answer of an update-style call that succeeded. */
export function updateResultSchema<T extends $ZodType>(result: T) {
  return z.object({ success: z.literal(true), errorMessage: z.null(), result });
}
