import { z } from 'zod';
import { msg, schemaText } from '../../i18n/messages.ts';

// The reservation's answers and the booking's and notes' requests are the web's too: they live in
// the contract (docs/decisions/0034). What only the server reads stays here.
export {
  instant,
  money,
  newReservationAnswer,
  newReservationBody,
  notesBody,
  priceSchema,
  reservationFlagsShape,
  reservationListSchema,
  reservationSchema,
  slotListSchema,
  slotSchema,
} from '@tevila/contract';

export const statusBody = z.object({
  status: z
    .string({ error: schemaText(msg('field.required', { field: 'status' })) })
    .max(40, { error: schemaText(msg('booking.notAStatus')) }),
});

/** "True" / "true" (the spec's query flags); anything else is false. */
const queryFlag = z
  .string()
  .max(10)
  .optional()
  .transform((v) => v?.toLowerCase() === 'true');

export const newReservationQuery = z.object({
  v: z.string().max(10).optional(),
  ignoreCutoff: queryFlag,
  ignoreAvailability: queryFlag,
});

export const idParams = z.object({ id: z.string().max(100) });
