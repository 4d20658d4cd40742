/** How the facility runs a night: sections and their attendants, rooms, cubicles, supply requests. */
import { roomStatusNames, roomTypeNames } from '@tevila/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { attendants } from './patron-account.ts';
import { reservations } from './reservations.ts';
import { facilityColumn } from './facilities.ts';

/** A part of the building (East, West …) whose rooms one attendant looks after on a night. */
export const sections = pgTable(
  'sections',
  {
    facilityId: facilityColumn(),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [uniqueIndex('sections_name_key').on(t.name)],
);

/** Who works a section on a given night; a section with no row has No Attendant that night. */
export const sectionAttendants = pgTable(
  'section_attendants',
  {
    facilityId: facilityColumn(),
    night: date('night', { mode: 'string' }).notNull(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    attendantId: integer('attendant_id')
      .notNull()
      .references(() => attendants.id),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.night, t.sectionId] })],
);

/** The allowed words of a text column as SQL, ('a', 'b'), from the domain's own list. */
const sqlList = (words: readonly string[]) => sql.raw(`(${words.map((w) => `'${w}'`).join(', ')})`);

/**
 * A preparation room. Who is in it is the reservation whose room_id names it and whose status is one
 * of the in-room statuses (a unique index on reservations makes that one at most).
 */
export const rooms = pgTable(
  'rooms',
  {
    facilityId: facilityColumn(),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    type: text('type', { enum: roomTypeNames }).notNull(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    status: text('status', { enum: roomStatusNames }).notNull().default('Available'),
    statusChangedAt: instant('status_changed_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
    /** The hallway call light's DMX channel (docs/building/call-lights.md); null when the room has none. */
    dmxChannel: integer('dmx_channel'),
  },
  (t) => [
    uniqueIndex('rooms_number_key').on(t.number),
    // Two rooms on one channel would light each other's calls.
    uniqueIndex('rooms_dmx_channel_key')
      .on(t.dmxChannel)
      .where(sql`${t.dmxChannel} is not null`),
    check('rooms_dmx_channel_check', sql`${t.dmxChannel} between 1 and 512`),
    check('rooms_type_check', sql`${t.type} in ${sqlList(roomTypeNames)}`),
    check('rooms_status_check', sql`${t.status} in ${sqlList(roomStatusNames)}`),
    index('rooms_section_idx').on(t.sectionId),
  ],
);

/** A changing cubicle lent to a patron who waits for a room. */
export const cubicles = pgTable(
  'cubicles',
  {
    facilityId: facilityColumn(),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('cubicles_name_key').on(t.name)],
);

/** Every room a reservation was given, and when it left it (docs/product/site-and-staff.md §3 roomAssignedHistory). */
export const roomAssignments = pgTable(
  'room_assignments',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    assignedAt: instant('assigned_at').notNull(),
    releasedAt: instant('released_at'),
    byUser: text('by_user'),
    byIp: text('by_ip'),
  },
  (t) => [
    index('room_assignments_reservation_idx').on(t.reservationId, t.assignedAt),
    index('room_assignments_room_idx').on(t.roomId, t.assignedAt),
  ],
);

export const supplyStatuses = ['open', 'complete', 'canceled'] as const;

/** Something a patron asked for in her room (docs/product/site-and-staff.md §3 Supply request). */
export const supplyRequests = pgTable(
  'supply_requests',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    item: text('item').notNull(),
    status: text('status', { enum: supplyStatuses }).notNull().default('open'),
    dateRequested: instant('date_requested').notNull(),
    dateCompleted: instant('date_completed'),
    dateCanceled: instant('date_canceled'),
    byUser: text('by_user'),
  },
  (t) => [
    check('supply_requests_status_check', sql`${t.status} in ('open', 'complete', 'canceled')`),
    index('supply_requests_reservation_idx').on(t.reservationId, t.dateRequested),
    index('supply_requests_room_idx').on(t.roomId, t.status),
  ],
);
