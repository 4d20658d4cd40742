import { z } from 'zod';
import { msg, schemaText } from '../../i18n/messages.ts';

// The desk's answers and the bodies the web sends are the web's too: they live in the contract
// (docs/decisions/0034). What only the server reads stays here.
export {
  checkinBody,
  checkinRefusalSchema,
  checkinRoomsSchema,
  closeSupplyBody,
  deskPaymentBody,
  roomStatusBody,
  roomStatusAnswer,
  staffDaySchema,
  staffReservationAnswer,
  staffReservationSchema,
  supplyAnswer,
  streamTicketAnswer,
  streamTicketBody,
} from '@tevila/contract';

export const dayQuery = z.object({ dt: z.string({ error: schemaText(msg('night.dtRequired')) }).max(40) });
export const idParams = z.object({ id: z.string().max(100) });
export const supplyParams = z.object({ id: z.string().max(100), supplyId: z.string().max(100) });

/** POST rooms/{id}/supplies: no page sends it yet (docs/staff-api.md Supplies). */
export const supplyBody = z.object({
  item: z
    .string({ error: schemaText(msg('field.required', { field: 'item' })) })
    .max(500, { error: schemaText(msg('field.atMostChars', { field: 'item', max: 100 })) }),
});
