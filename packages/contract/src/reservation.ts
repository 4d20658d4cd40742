import { z } from 'zod/mini';
import { described, instant, money, whole } from './values.ts';

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

const paymentSchema = z.object({
  dateCreated: instant,
  method: described(
    z.string(),
    'CreditCard, or a label: Donation, Tip, Purchase, Shabbos Payment, After Hours, Tour, Other',
  ),
  amount: described(money, 'A refund is negative'),
  status: z.enum(['Approved', 'Pending', 'Failed']),
  reference: described(z.nullable(z.string()), 'Last digits of the card'),
});

const statusChangeSchema = z.object({
  previousStatus: z.nullable(z.string()),
  newStatus: z.string(),
  previousReservationStatus: z.nullable(z.string()),
  newReservationStatus: z.string(),
  previousStatusChange: z.nullable(instant),
  dateCreated: instant,
  statusLastUpdatedByUser: z.nullable(z.string()),
  statusLastUpdatedByIp: z.nullable(z.string()),
});

/** "I'm running late": the delay she gave, when, and the slot she had booked when she was moved. */
export const runningLateSchema = z.nullable(
  z.object({
    minutes: whole(),
    at: instant,
    movedFrom: described(z.nullable(instant), 'Her slot before the move; null when she stayed'),
  }),
);

/** The room she is given at check-in, as she may see it: no attendant's name (docs/rules/the-night.md). */
export const patronRoomSchema = z.object({
  id: whole(),
  number: described(z.string(), 'As on the door: 12, 12A'),
  section: z.object({ name: z.string() }),
});

/**
 * One reservation as GET reservations/{id}, her list, a booking's and a payment's answers write it.
 * The order of the keys is the order of the JSON (the server serialises through this schema).
 */
export const reservationSchema = z.object({
  id: z.string(),
  reservationId: described(whole(), 'The number people read'),
  userId: z.string(),
  reservationDate: described(z.string(), 'The night, YYYY-MM-DD'),
  reservationTime: described(instant, 'The timeSlot'),
  reservationStatus: z.string(),
  reservationCode: described(z.string(), 'Access code, 5 digits'),
  waitingCode: described(z.nullable(z.string()), 'Once checked in and Waiting: 3 digits the desk calls'),
  replacingReservationId: z.nullable(z.string()),
  ...reservationFlagsShape,
  salonAfter: z.boolean(),
  roomType: z.enum(['bath', 'shower', 'wheelchair']),
  advanceReservation: z.literal(true),
  price: priceSchema,
  balance: money,
  amountPaid: money,
  paid: z.boolean(),
  tipTotal: money,
  tipAmount: described(money, 'The most recent tip, or 0'),
  donationTotal: money,
  donationAmount: described(money, 'The most recent donation, or 0'),
  notes: z.nullable(z.string()),
  reservationNotes: z.nullable(z.string()),
  userNotes: z.nullable(z.string()),
  user: described(z.object({ id: z.string(), notes: z.nullable(z.string()) }), 'The patron'),
  payments: z.array(paymentSchema),
  statusHistory: z.array(statusChangeSchema),
  roomAssignedHistory: z.array(z.object({ roomId: z.string(), dateCreated: instant })),
  room: described(z.nullable(patronRoomSchema), 'Once checked in and given a room'),
  scheduleDate: z.string(),
  shabbosMode: z.boolean(),
  scheduleType: z.string(),
  zmanTevillah: instant,
  createdAt: instant,
  runningLate: runningLateSchema,
});

export type Reservation = z.infer<typeof reservationSchema>;
export type RunningLate = z.infer<typeof runningLateSchema>;
export type ReservationPrice = z.infer<typeof priceSchema>;
export type ReservationPayment = z.infer<typeof paymentSchema>;
export type PatronRoom = z.infer<typeof patronRoomSchema>;

/** GET reservations/findbyuser: her reservations by night and slot. */
export const reservationListSchema = z.array(reservationSchema);
