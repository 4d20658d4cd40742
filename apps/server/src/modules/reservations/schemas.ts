import { z } from 'zod';

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
  runningLateBody,
  slotListSchema,
  slotSchema,
  statusBody,
} from '@tevila/contract';

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
