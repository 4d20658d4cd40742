/** Reservations, their status history and the reminders sent for them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReservationStatus } from '@tevila/domain';
import { combinationColumns, instant } from './columns.ts';
import { users } from './users.ts';
import { facilityColumn } from './facilities.ts';

/** The statuses of a visit that holds a room. */
export const inRoomStatusesSql = sql`('Assigned', 'Prep', 'ReadyForMikvah', 'ReadyForMikvahNext', 'InMikvah', 'Dressing')`;

export const reservationStatusesSql = sql`('Pending', 'Reserved', 'Arrived', 'Waiting', 'Assigned', 'Prep', 'ReadyForMikvah', 'ReadyForMikvahNext', 'InMikvah', 'Dressing', 'Done', 'Canceled', 'Replaced')`;

/**
 * A booking of one slot of one night (docs/design.md §6). reservation_number is the small number people read;
 * the code is unique among the night's live reservations (the statuses that hold capacity).
 */
export const reservations = pgTable(
  'reservations',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
    reservationNumber: bigint('reservation_number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    timeSlot: instant('time_slot').notNull(),
    status: text('status').$type<ReservationStatus>().notNull(),
    code: text('code').notNull(),
    ...combinationColumns(),
    notes: text('notes'),
    userNotes: text('user_notes'),
    reservationNotes: text('reservation_notes'),
    replacingReservationId: uuid('replacing_reservation_id'),
    idempotencyKey: text('idempotency_key'),
    createdByUser: text('created_by_user'),
    createdByIp: text('created_by_ip'),
    createdAt: instant('created_at').notNull().defaultNow(),
    holdExpiresAt: instant('hold_expires_at'),
    /** Set at check-in (docs/product/site-and-staff.md §3 timeArrived) and when the visit is Done (timeCompleted). */
    timeArrived: instant('time_arrived'),
    timeCompleted: instant('time_completed'),
    /** The room she is in (rooms.id). No foreign key: rooms.ts imports this table; rooms are never deleted. */
    roomId: integer('room_id'),
    /** The cubicle lent while she waits (cubicles.id), and the code called when a room frees. */
    cubicleId: integer('cubicle_id'),
    waitingCode: text('waiting_code'),
    /** "I'm running late": the delay she gave, when, and the slot she was booked for if she was moved. */
    lateMinutes: integer('late_minutes'),
    lateAt: instant('late_at'),
    lateFromSlot: instant('late_from_slot'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'reservations_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }),
    check('reservations_status_check', sql`${t.status} in ${reservationStatusesSql}`),
    uniqueIndex('reservations_number_key').on(t.facilityId, t.reservationNumber),
    index('reservations_night_status_idx').on(t.facilityId, t.night, t.status),
    index('reservations_user_idx').on(t.facilityId, t.userId, t.night),
    index('reservations_pending_idx')
      .on(t.facilityId, t.holdExpiresAt)
      .where(sql`${t.status} = 'Pending'`),
    uniqueIndex('reservations_night_code_key')
      .on(t.facilityId, t.night, t.code)
      .where(sql`${t.status} not in ('Canceled', 'Replaced')`),
    uniqueIndex('reservations_idempotency_key').on(t.facilityId, t.userId, t.idempotencyKey),
    // Never two visits in one room, nor one cubicle or waiting code twice, whatever the races.
    uniqueIndex('reservations_room_in_use_key')
      .on(t.facilityId, t.roomId)
      .where(sql`${t.status} in ${inRoomStatusesSql}`),
    uniqueIndex('reservations_cubicle_in_use_key')
      .on(t.facilityId, t.cubicleId)
      .where(sql`${t.status} = 'Waiting'`),
    uniqueIndex('reservations_night_waiting_code_key')
      .on(t.facilityId, t.night, t.waitingCode)
      .where(sql`${t.status} = 'Waiting'`),
  ],
);

/** Every status change of a reservation, with who and from where (docs/design.md §4). */
export const reservationStatusHistory = pgTable(
  'reservation_status_history',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id').notNull(),
    previousStatus: text('previous_status'),
    newStatus: text('new_status').notNull(),
    previousChangeAt: instant('previous_change_at'),
    createdAt: instant('created_at').notNull(),
    byUser: text('by_user'),
    byIp: text('by_ip'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'reservation_status_history_reservation_id_fk',
      columns: [t.facilityId, t.reservationId],
      foreignColumns: [reservations.facilityId, reservations.id],
    }).onDelete('cascade'),
    index('reservation_status_history_reservation_idx').on(t.facilityId, t.reservationId, t.createdAt),
  ],
);

export const reminderKinds = ['confirmation', 'dayBefore', 'dayOf', 'feedback'] as const;

/**
 * The reminders sent for a reservation, one row per kind: inserted in the transaction that queues the
 * message, so however many instances look, each is sent once.
 */
export const reservationReminders = pgTable(
  'reservation_reminders',
  {
    facilityId: facilityColumn(),
    reservationId: uuid('reservation_id').notNull(),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'reservation_reminders_reservation_id_fk',
      columns: [t.facilityId, t.reservationId],
      foreignColumns: [reservations.facilityId, reservations.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.facilityId, t.reservationId, t.kind] }),
    check(
      'reservation_reminders_kind_check',
      sql`${t.kind} in ('confirmation', 'dayBefore', 'dayOf', 'feedback')`,
    ),
  ],
);

/** A reservation as stored. */
export type ReservationRow = typeof reservations.$inferSelect;
