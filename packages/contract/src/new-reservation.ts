import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { fieldText, msg } from './field-messages.ts';
import { flagField, isoDateField, noteField } from './request-fields.ts';
import { reservationSchema } from './reservation.ts';

/** An id of at most 100 characters; "" reads as none. */
const optionalId = () =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.maxLength(100)))),
    z.transform((v) => (v === '' ? null : v)),
  );

const notSlot = fieldText(msg('booking.timeNotSlot'));

/** POST reservations/newreservation: what the patron (or staff for her) books. */
export const newReservationBody = z.object({
  reservationDate: isoDateField('reservationDate'),
  reservationTime: z.string({ error: notSlot }).check(z.maxLength(40, { error: notSlot })),
  bath: flagField('bath'),
  handicapped: flagField('handicapped'),
  kallah: flagField('kallah'),
  doubleSlot: flagField('doubleSlot'),
  parking: flagField('parking'),
  salonManicure: flagField('salonManicure'),
  salonBoth: flagField('salonBoth'),
  replacingReservationId: optionalId(),
  userId: optionalId(),
  userNotes: noteField('userNotes', 500),
  reservationNotes: noteField('reservationNotes', 500),
  paymentFollows: flagField('paymentFollows').check(
    z.describe(
      'true when a card charge on this reservation follows in the same submit: her confirmation (SMS, email) is then sent once, after the first makepayment on it has ended (paid or declined), saying whether the visit is paid or what is due, or by the reminder sweep 3 minutes after booking if no charge came. Without it the confirmation is queued with the booking.',
    ),
  ),
});

/** What the web sends (defaults may be left out); what the server reads after parsing. */
export type NewReservationRequest = z.input<typeof newReservationBody>;
export type NewReservation = z.output<typeof newReservationBody>;

/** Its answer: the reservation booked (or the replacement). */
export const newReservationAnswer = updateResultSchema(reservationSchema);
