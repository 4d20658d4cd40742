/** How the facility runs a night: sections and their attendants, rooms, cubicles, supply requests. */
import { roomStatusNames, roomTypeNames } from '@tevila/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { instant } from './columns.ts';
import { attendants } from './patron-account.ts';
import { reservations } from './reservations.ts';
import { facilityColumn } from './facilities.ts';

/** A part of the building (East, West …) whose rooms one attendant looks after on a night. */
export const sections = pgTable(
  'sections',
  {
    facilityId: facilityColumn(),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    uniqueIndex('sections_name_key').on(t.facilityId, t.name),
  ],
);

/** Who works a section on a given night; a section with no row has No Attendant that night. */
export const sectionAttendants = pgTable(
  'section_attendants',
  {
    facilityId: facilityColumn(),
    night: date('night', { mode: 'string' }).notNull(),
    sectionId: integer('section_id').notNull(),
    attendantId: integer('attendant_id').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    foreignKey({
      name: 'section_attendants_section_id_fk',
      columns: [t.facilityId, t.sectionId],
      foreignColumns: [sections.facilityId, sections.id],
    }),
    foreignKey({
      name: 'section_attendants_attendant_id_fk',
      columns: [t.facilityId, t.attendantId],
      foreignColumns: [attendants.facilityId, attendants.id],
    }),
    primaryKey({ columns: [t.facilityId, t.night, t.sectionId] }),
  ],
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
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    type: text('type', { enum: roomTypeNames }).notNull(),
    sectionId: integer('section_id').notNull(),
    status: text('status', { enum: roomStatusNames }).notNull().default('Available'),
    statusChangedAt: instant('status_changed_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
    /** The hallway call light's DMX channel (docs/building/call-lights.md); null when the room has none. */
    dmxChannel: integer('dmx_channel'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'rooms_section_id_fk',
      columns: [t.facilityId, t.sectionId],
      foreignColumns: [sections.facilityId, sections.id],
    }),
    uniqueIndex('rooms_number_key').on(t.facilityId, t.number),
    // Two rooms on one channel would light each other's calls.
    uniqueIndex('rooms_dmx_channel_key')
      .on(t.facilityId, t.dmxChannel)
      .where(sql`${t.dmxChannel} is not null`),
    check('rooms_dmx_channel_check', sql`${t.dmxChannel} between 1 and 512`),
    check('rooms_type_check', sql`${t.type} in ${sqlList(roomTypeNames)}`),
    check('rooms_status_check', sql`${t.status} in ${sqlList(roomStatusNames)}`),
    index('rooms_section_idx').on(t.facilityId, t.sectionId),
  ],
);

/** A changing cubicle lent to a patron who waits for a room. */
export const cubicles = pgTable(
  'cubicles',
  {
    facilityId: facilityColumn(),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    uniqueIndex('cubicles_name_key').on(t.facilityId, t.name),
  ],
);

/** Every room a reservation was given, and when it left it (docs/product/site-and-staff.md §3 roomAssignedHistory). */
export const roomAssignments = pgTable(
  'room_assignments',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id').notNull(),
    roomId: integer('room_id').notNull(),
    assignedAt: instant('assigned_at').notNull(),
    releasedAt: instant('released_at'),
    byUser: text('by_user'),
    byIp: text('by_ip'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'room_assignments_reservation_id_fk',
      columns: [t.facilityId, t.reservationId],
      foreignColumns: [reservations.facilityId, reservations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'room_assignments_room_id_fk',
      columns: [t.facilityId, t.roomId],
      foreignColumns: [rooms.facilityId, rooms.id],
    }),
    index('room_assignments_reservation_idx').on(t.facilityId, t.reservationId, t.assignedAt),
    index('room_assignments_room_idx').on(t.facilityId, t.roomId, t.assignedAt),
  ],
);

export const supplyStatuses = ['open', 'complete', 'canceled'] as const;

/** Something a patron asked for in her room (docs/product/site-and-staff.md §3 Supply request). */
export const supplyRequests = pgTable(
  'supply_requests',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id').notNull(),
    roomId: integer('room_id').notNull(),
    item: text('item').notNull(),
    status: text('status', { enum: supplyStatuses }).notNull().default('open'),
    dateRequested: instant('date_requested').notNull(),
    dateCompleted: instant('date_completed'),
    dateCanceled: instant('date_canceled'),
    byUser: text('by_user'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'supply_requests_reservation_id_fk',
      columns: [t.facilityId, t.reservationId],
      foreignColumns: [reservations.facilityId, reservations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'supply_requests_room_id_fk',
      columns: [t.facilityId, t.roomId],
      foreignColumns: [rooms.facilityId, rooms.id],
    }),
    check('supply_requests_status_check', sql`${t.status} in ('open', 'complete', 'canceled')`),
    index('supply_requests_reservation_idx').on(t.facilityId, t.reservationId, t.dateRequested),
    index('supply_requests_room_idx').on(t.facilityId, t.roomId, t.status),
  ],
);
