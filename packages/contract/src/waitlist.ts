import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { fieldText, msg } from './field-messages.ts';
import { reservationSchema } from './reservation.ts';
import { flagField, isoDateField } from './request-fields.ts';
import { described, instant, whole } from './values.ts';

/** An instant with its zone (any offset spelling of one of the night's slots). */
const instantField = (name: string) =>
  z.string({ error: fieldText(msg('field.instantFormat', { field: name })) }).check(
    z.maxLength(40, { error: fieldText(msg('field.instantFormat', { field: name })) }),
    z.refine((v) => /[zZ]|[+-]\d\d:\d\d$/.test(v) && Number.isFinite(Date.parse(v)), {
      error: fieldText(msg('field.instantFormat', { field: name })),
    }),
  );

/** POST reservations/waitlist: a place in a full night's line, with the times she could make. */
export const waitlistJoinBody = z.object({
  date: isoDateField('date'),
  bath: flagField('bath'),
  handicapped: flagField('handicapped'),
  kallah: flagField('kallah'),
  doubleSlot: flagField('doubleSlot'),
  parking: flagField('parking'),
  salonAfter: flagField('salonAfter'),
  salonManicure: flagField('salonManicure'),
  salonBoth: flagField('salonBoth'),
  earliest: instantField('earliest'),
  latest: instantField('latest'),
});

export type WaitlistJoinRequest = z.input<typeof waitlistJoinBody>;

/** A place in a night's line, as she (and the desk) see it. */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  date: described(z.string(), 'The night, YYYY-MM-DD'),
  bath: z.boolean(),
  handicapped: z.boolean(),
  kallah: z.boolean(),
  doubleSlot: z.boolean(),
  parking: z.boolean(),
  salonAfter: z.boolean(),
  earliest: instant,
  latest: instant,
  status: z.enum(['Waiting', 'Offered', 'Accepted', 'Passed', 'Left']),
  position: described(z.nullable(whole()), 'Her place in the line while Waiting, from 1'),
  offer: z.nullable(
    z.object({
      reservationId: z.string(),
      timeSlot: instant,
      expiresAt: instant,
    }),
  ),
  createdAt: instant,
  user: described(
    z.nullable(z.object({ id: z.string(), phoneNumber: z.string() })),
    'The woman waiting: for the desk only, null in her own list',
  ),
});

export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistListSchema = z.array(waitlistEntrySchema);

/** Joining or leaving answers her place in line. */
export const waitlistEntryAnswer = updateResultSchema(waitlistEntrySchema);

/** Taking an offer answers her reservation: Reserved, or Pending until paid where the night asks to prepay. */
export const waitlistAcceptAnswer = updateResultSchema(reservationSchema);
