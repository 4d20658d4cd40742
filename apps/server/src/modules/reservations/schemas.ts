import { z } from 'zod';
import { isoDateQuery } from '../../http/schemas.ts';

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

const flag = (name: string) => z.boolean({ error: `${name} must be true or false.` }).default(false);
const note = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .max(max, { error: `${name} must be at most ${max} characters.` })
    .nullable()
    .optional();
const id = z.string().max(100).nullable().optional();

export const newReservationBody = z.object({
  reservationDate: isoDateQuery('reservationDate'),
  reservationTime: z
    .string({ error: "reservationTime must be one of the night's time slots." })
    .max(40, { error: "reservationTime must be one of the night's time slots." }),
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
});

export const notesBody = z.object({
  notes: note('notes', 2000),
  userNotes: note('userNotes', 500),
  reservationNotes: note('reservationNotes', 500),
});

export const statusBody = z.object({
  status: z
    .string({ error: 'status is required.' })
    .max(40, { error: 'status is not a reservation status.' }),
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
