/** A room's tablet (docs/rules/the-night.md Room tablets): her calls for help, and its passcode lock. */
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
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { rooms } from './night.ts';
import { facilityColumn } from './facilities.ts';

export const roomAlerts = pgTable(
  'room_alerts',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    roomId: integer('room_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['help'] }).notNull(),
    createdAt: instant('created_at').notNull(),
    acknowledgedAt: instant('acknowledged_at'),
    acknowledgedBy: text('acknowledged_by'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'room_alerts_room_id_fk',
      columns: [t.facilityId, t.roomId],
      foreignColumns: [rooms.facilityId, rooms.id],
    }),
    check('room_alerts_kind_check', sql`${t.kind} in ('help')`),
    // One open alert of a kind per room: a second press while one is open adds nothing.
    uniqueIndex('room_alerts_open_key')
      .on(t.facilityId, t.roomId, t.kind)
      .where(sql`${t.acknowledgedAt} is null`),
    index('room_alerts_night_idx').on(t.facilityId, t.night),
  ],
);

/**
 * A room tablet's wrong passcodes, kept in the table so every server instance counts alike; once
 * locked it stays locked until an Admin unlocks it.
 */
export const roomTablets = pgTable(
  'room_tablets',
  {
    facilityId: facilityColumn(),
    roomId: integer('room_id').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    failedSince: instant('failed_since'),
    lockedAt: instant('locked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.roomId] }),
    foreignKey({
      name: 'room_tablets_room_id_fk',
      columns: [t.facilityId, t.roomId],
      foreignColumns: [rooms.facilityId, rooms.id],
    }),
  ],
);
