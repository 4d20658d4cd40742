import { z } from 'zod/mini';
import { refusalSchema, updateResultSchema } from './answers.ts';
import { attendantRefSchema, roomRefSchema } from './building.ts';
import { fieldText, msg } from './field-messages.ts';
import { priceSchema, reservationFlagsShape, runningLateSchema } from './reservation.ts';
import { described, instant, money, whole } from './values.ts';

/** A supply she asked for from her room and no one has brought yet: shown on the list and the board. */
export const openSupplySchema = z.object({ id: whole(), item: z.string(), dateRequested: instant });

/** One reservation of the night as GET reservations/day lists it (docs/staff-api.md ListItem). */
export const staffListItemSchema = z.object({
  id: z.string(),
  reservationId: described(whole(), 'The number people read'),
  reservationCode: z.string(),
  reservationStatus: z.string(),
  reservationDate: z.string(),
  reservationTime: instant,
  roomType: z.enum(['bath', 'shower', 'wheelchair']),
  ...reservationFlagsShape,
  balance: money,
  paid: z.boolean(),
  notes: z.nullable(z.string()),
  reservationNotes: z.nullable(z.string()),
  userNotes: z.nullable(z.string()),
  waitingCode: z.nullable(z.string()),
  cubicle: z.nullable(z.object({ id: whole(), name: z.string() })),
  room: z.nullable(roomRefSchema),
  timeArrived: z.nullable(instant),
  timeCompleted: z.nullable(instant),
  expectedEndTime: instant,
  firstTime: z.boolean(),
  user: z.object({
    id: z.string(),
    userName: z.string(),
    phoneNumber: z.string(),
    notes: z.nullable(z.string()),
    internalNote: z.nullable(z.string()),
    testUser: z.boolean(),
    hasExtraTime: z.boolean(),
  }),
  excludedAttendants: z.array(attendantRefSchema),
  runningLate: runningLateSchema,
  openSupplies: described(z.array(openSupplySchema), 'Supply requests still open, oldest first'),
  lateAfter: described(
    instant,
    'When she counts as late if she has not arrived: her slot plus lateGraceMinutes (docs/rules/the-night.md, Late)',
  ),
  doors: described(
    z.nullable(z.enum(['on', 'waiting'])),
    "Whether her code is on the building's doors (docs/building/door-locks.md): null where there is no lock system or she holds no code",
  ),
});

export const staffDaySchema = z.array(staffListItemSchema);

/** A supply request for the patron in a room. */
export const supplySchema = z.object({
  id: whole(),
  roomId: whole(),
  item: z.string(),
  status: z.enum(['open', 'complete', 'canceled']),
  dateRequested: instant,
  dateCompleted: z.nullable(instant),
  dateCanceled: z.nullable(instant),
});

const statusChangeSchema = z.object({
  previousReservationStatus: z.nullable(z.string()),
  newReservationStatus: z.string(),
  previousStatusChange: z.nullable(instant),
  dateCreated: instant,
  statusLastUpdatedByUser: described(z.nullable(z.string()), 'The user\'s phone (+…) or "system"'),
  statusLastUpdatedByIp: z.nullable(z.string()),
});

const staffPaymentSchema = z.object({
  dateCreated: instant,
  method: z.string(),
  status: z.string(),
  reference: z.nullable(z.string()),
  amount: described(money, 'Payments, donations and tips positive; refunds negative'),
  note: z.nullable(z.string()),
  transactionID: z.nullable(z.string()),
});

/**
 * The staff view of one reservation: GET reservations/{id}/details and the answer of every desk
 * action on it. The order of the keys is the order of the JSON (the server serialises through it).
 */
export const staffReservationSchema = z.extend(staffListItemSchema, {
  reservationCreated: instant,
  advanceReservation: z.boolean(),
  salonPedicure: z.literal(false),
  roomId: z.nullable(whole()),
  price: priceSchema,
  amountPaid: money,
  tipTotal: described(money, 'Tips added to the reservation: part of its total, with donationTotal'),
  donationTotal: described(money, 'Donations added to the reservation'),
  statusHistory: z.array(statusChangeSchema),
  roomAssignedHistory: z.array(
    z.object({
      roomId: whole(),
      roomNumber: z.string(),
      dateCreated: instant,
      dateReleased: z.nullable(instant),
    }),
  ),
  payments: z.array(staffPaymentSchema),
  supplies: z.array(supplySchema),
  accessGrantedLogs: z.array(
    z.object({ door: z.string(), timestamp: instant, firstName: z.string(), lastName: z.string() }),
  ),
  createdByUser: z.nullable(z.string()),
  createdByIp: z.nullable(z.string()),
});

export type StaffListItem = z.infer<typeof staffListItemSchema>;
export type StaffReservation = z.infer<typeof staffReservationSchema>;
export type StaffPatron = StaffListItem['user'];
export type StaffSupply = z.infer<typeof supplySchema>;
export type OpenSupply = z.infer<typeof openSupplySchema>;
export type StaffPayment = z.infer<typeof staffPaymentSchema>;
export type StatusHistoryEntry = z.infer<typeof statusChangeSchema>;

/** The answer of check-in, a cubicle lent, a desk payment: the reservation as it now stands. */
export const staffReservationAnswer = updateResultSchema(staffReservationSchema);
/** POST rooms/{id}/status answers the reservation given the room, or null. */
export const roomStatusAnswer = updateResultSchema(z.nullable(staffReservationSchema));
/** POST rooms/{id}/supplies and rooms/{id}/supplies/{supplyId}: the request as it now stands. */
export const supplyAnswer = updateResultSchema(supplySchema);

/** POST reservations/{id}/checkin takes no body, or `{ override: true }` once staff confirmed an early check-in. */
export const checkinBody = z.nullish(
  z.object({
    override: described(
      z.optional(z.boolean()),
      'true: check in before the window opens (checkinBeforeOpenMinutes before opening); audited',
    ),
    roomId: described(
      z.optional(
        z
          .number({ error: fieldText(msg('night.checkinRoomChoice')) })
          .check(z.int({ error: fieldText(msg('night.checkinRoomChoice')) })),
      ),
      'A room the desk chose among GET reservations/{id}/rooms; without it check-in chooses',
    ),
  }),
);

/** GET reservations/{id}/rooms: the free rooms that may take her, the one check-in would give first. */
export const checkinRoomsSchema = z.array(roomRefSchema);
export type CheckinRoom = z.infer<typeof checkinRoomsSchema>[number];

/** The refusal of an early check-in: the usual shape, plus when check-in opens, for the desk's override question. */
export const checkinRefusalSchema = z.object({
  ...refusalSchema.shape,
  checkinOpensAt: described(z.optional(instant), 'Only when refused for being early: when check-in opens'),
});

export type CheckinRequest = z.input<typeof checkinBody>;

/** POST rooms/{id}/status (desk): a visit's move, or the room's own status; the service checks the name. */
export const roomStatusBody = z.object({
  status: z
    .string({ error: fieldText(msg('field.required', { field: 'status' })) })
    .check(z.maxLength(40, { error: fieldText(msg('night.notAStatus')) })),
});

/** POST rooms/{id}/supplies/{supplyId} (desk): complete or cancel an open supply request. */
export const closeSupplyBody = z.object({
  status: z.enum(['complete', 'canceled'], { error: fieldText(msg('night.supplyStatusChoice')) }),
});

export type RoomStatusRequest = z.input<typeof roomStatusBody>;
export type CloseSupplyRequest = z.input<typeof closeSupplyBody>;

/** How money is taken at the desk (docs/staff-api.md Desk payment). */
export const deskPaymentMethods = ['Cash', 'Check'] as const;

/** POST payments/desk: cash or a check; the service checks the amount against the balance. */
export const deskPaymentBody = z.object({
  reservationId: z
    .string({ error: fieldText(msg('field.required', { field: 'reservationId' })) })
    .check(z.maxLength(100)),
  method: z.enum(deskPaymentMethods, { error: fieldText(msg('night.methodChoice')) }),
  amt: z.union([z.number(), z.string().check(z.maxLength(40))], {
    error: fieldText(msg('money.format', { field: 'amt' })),
  }),
  note: z.optional(
    z.nullable(
      z.string({ error: fieldText(msg('field.mustBeText', { field: 'note' })) }).check(z.maxLength(1000)),
    ),
  ),
});

export type DeskPaymentRequest = z.input<typeof deskPaymentBody>;
