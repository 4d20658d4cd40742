import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { fieldText, msg } from './field-messages.ts';
import { reservationSchema } from './reservation.ts';

/** POST reservations/{id}/status: the new status (a patron may only cancel her own). */
export const statusBody = z.object({
  status: z
    .string({ error: fieldText(msg('field.required', { field: 'status' })) })
    .check(z.maxLength(40, { error: fieldText(msg('booking.notAStatus')) })),
});

export type StatusRequest = z.input<typeof statusBody>;

/** Its answer: the reservation with its new status. */
export const statusAnswer = updateResultSchema(reservationSchema);
