/** Devices an Admin unlocked with a token: the lobby's kiosk, and later a room's tablet. */
import { deviceKinds } from '@tevila/domain';
import { sql } from 'drizzle-orm';
import {
  check,
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
import { rooms } from './night.ts';
import { users } from './users.ts';
import { facilityColumn } from './facilities.ts';

export const devices = pgTable(
  'devices',
  {
    facilityId: facilityColumn(),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: deviceKinds }).notNull(),
    name: text('name').notNull(),
    /** A room's tablet: its room; a kiosk has none. */
    roomId: integer('room_id'),
    /** sha256 of the token, hex: the token itself is shown once and never kept. */
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    createdBy: uuid('created_by'),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
    /** Wrong access codes in the current window, kept here so every server instance counts alike. */
    failedTries: integer('failed_tries').notNull().default(0),
    failedSince: instant('failed_since'),
    /**
     * The address it was unlocked from (or first called from, for a device unlocked before this was
     * kept): it is accepted only from that network, by the setting netMask.
     */
    network: text('network'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'devices_room_id_fk',
      columns: [t.facilityId, t.roomId],
      foreignColumns: [rooms.facilityId, rooms.id],
    }),
    foreignKey({
      name: 'devices_created_by_fk',
      columns: [t.facilityId, t.createdBy],
      foreignColumns: [users.facilityId, users.id],
    }),
    uniqueIndex('devices_token_hash_key').on(t.facilityId, t.tokenHash),
    index('devices_created_at_idx').on(t.facilityId, t.createdAt),
    check('devices_kind_check', sql`${t.kind} in ('kiosk', 'room')`),
    check('devices_room_check', sql`(${t.kind} = 'room') = (${t.roomId} is not null)`),
  ],
);
