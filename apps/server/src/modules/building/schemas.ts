import { z } from 'zod';
import { msg, schemaText } from '../../i18n/messages.ts';

// The building's answers and the bodies the web sends are the web's too: they live in the contract
// (docs/decisions/0034). What only the server reads stays here.
export {
  cubicleListSchema,
  cubicleSchema,
  nameBody,
  roomBody,
  roomListSchema,
  roomSchema,
  sectionAttendantBody as attendantBody,
  sectionListSchema,
  sectionSchema,
} from '@tevila/contract';

export const nightQuery = z.object({
  dt: z
    .string({ error: schemaText(msg('field.dateFormat', { field: 'dt' })) })
    .max(40)
    .optional(),
});
export const idParams = z.object({ id: z.string().max(100) });
