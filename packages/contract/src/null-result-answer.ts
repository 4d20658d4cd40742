import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';

/**
 * docs/design.md §5: the answer of an update-style call that has nothing to show (account/register,
 * account/logout, DELETE users/{id}, DELETE settings/schedule/overrides/{date}): result null.
 */
export const nullResultAnswer = updateResultSchema(z.null());
