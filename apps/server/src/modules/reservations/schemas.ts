import { z } from 'zod';
import { isoDateQuery } from '../../http/schemas.ts';
import { msg, schemaText } from '../../i18n/messages.ts';

export const instant = z
  .string()
  .describe('ISO 8601 with the facility offset, e.g. 2026-12-01T16:45:00-08:00');
export const money = z.number().describe('Dollars, 2 decimals');
/** A reservation's charges by what they are for (PriceDollars). */
export const priceSchema = z.object({
  room: money,
  parking: money,
  salon: money,
  doubleSlot: money,
  total: money,
});

/** What a reservation asks for (ReservationFlags), as the patron's and the staff's views write it. */
export const reservationFlagsShape = {
  bath: z.boolean(),
  handicapped: z.boolean(),
  kallah: z.boolean(),
  doubleSlot: z.boolean(),
  parking: z.boolean(),
  salonManicure: z.boolean(),
  salonBoth: z.boolean(),
};

export const reservationSchema = z.object({
  id: z.string(),
  reservationId: z.number().int().describe('The number people read'),
  userId: z.string(),
  reservationDate: z.string().describe('The night, YYYY-MM-DD'),
  reservationTime: instant.describe('The timeSlot'),
  reservationStatus: z.string(),
  reservationCode: z.string().describe('Access code, 5 digits'),
  waitingCode: z.null(),
  replacingReservationId: z.string().nullable(),
  ...reservationFlagsShape,
  salonAfter: z.boolean(),
  roomType: z.enum(['bath', 'shower', 'wheelchair']),
  advanceReservation: z.literal(true),
  price: priceSchema,
  balance: money,
  amountPaid: money,
  paid: z.boolean(),
  tipTotal: money,
  tipAmount: money.describe('The most recent tip, or 0'),
  donationTotal: money,
  donationAmount: money.describe('The most recent donation, or 0'),
  notes: z.string().nullable(),
  reservationNotes: z.string().nullable(),
  userNotes: z.string().nullable(),
  user: z.object({ id: z.string(), notes: z.string().nullable() }).describe('The patron'),
  payments: z.array(
    z.object({
      dateCreated: instant,
      method: z
        .string()
        .describe(
          'CreditCard, or a label: Donation, Tip, Purchase, Shabbos Payment, After Hours, Tour, Other',
        ),
      amount: money.describe('A refund is negative'),
      status: z.enum(['Approved', 'Pending', 'Failed']),
      reference: z.string().nullable().describe('Last digits of the card'),
    }),
  ),
  statusHistory: z.array(
    z.object({
      previousStatus: z.string().nullable(),
      newStatus: z.string(),
      previousReservationStatus: z.string().nullable(),
      newReservationStatus: z.string(),
      previousStatusChange: instant.nullable(),
      dateCreated: instant,
      statusLastUpdatedByUser: z.string().nullable(),
      statusLastUpdatedByIp: z.string().nullable(),
    }),
  ),
  roomAssignedHistory: z.array(z.object({ roomId: z.string(), dateCreated: instant })),
  room: z.null(),
  scheduleDate: z.string(),
  shabbosMode: z.boolean(),
  scheduleType: z.string(),
  zmanTevillah: instant,
  createdAt: instant,
});

const combination = {
  bath: z.boolean(),
  handicapped: z.boolean(),
  kallah: z.boolean(),
  doubleSlot: z.boolean(),
  parking: z.boolean(),
  salonAfter: z.boolean(),
};

export const slotSchema = z.object({
  timeSlot: instant,
  availableReservations: z.array(z.object({ ...combination, available: z.number().int() })),
});

const flag = (name: string) =>
  z.boolean({ error: schemaText(msg('field.trueOrFalse', { field: name })) }).default(false);
const note = (name: string, max: number) =>
  z
    .string({ error: schemaText(msg('field.mustBeText', { field: name })) })
    .max(max, { error: schemaText(msg('field.atMostChars', { field: name, max })) })
    .nullable()
    .optional();
const id = z.string().max(100).nullable().optional();

export const newReservationBody = z.object({
  reservationDate: isoDateQuery('reservationDate'),
  reservationTime: z
    .string({ error: schemaText(msg('booking.timeNotSlot')) })
    .max(40, { error: schemaText(msg('booking.timeNotSlot')) }),
  bath: flag('bath'),
  handicapped: flag('handicapped'),
  kallah: flag('kallah'),
  doubleSlot: flag('doubleSlot'),
  parking: flag('parking'),
  salonManicure: flag('salonManicure'),
  salonBoth: flag('salonBoth'),
  replacingReservationId: id.transform((v) => (v === '' ? null : v)),
  userId: id.transform((v) => (v === '' ? null : v)),
  userNotes: note('userNotes', 500),
  reservationNotes: note('reservationNotes', 500),
  paymentFollows: flag('paymentFollows').describe(
    'true when a card charge on this reservation follows in the same submit: her confirmation (SMS, email) is then sent once, after the first makepayment on it has ended (paid or declined), saying whether the visit is paid or what is due, or by the reminder sweep 3 minutes after booking if no charge came. Without it the confirmation is queued with the booking.',
  ),
});

export const notesBody = z.object({
  notes: note('notes', 2000),
  userNotes: note('userNotes', 500),
  reservationNotes: note('reservationNotes', 500),
});

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
