/** The nights' waitlists (docs/rules/the-night.md, Waitlist). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { combinationColumns, instant } from './columns.ts';
import { users } from './users.ts';
import { facilityColumn } from './facilities.ts';

/**
 * A woman waiting for a place on a full night: her combination and the times she could make.
 * Waiting, then Offered (a Pending reservation held for her), then Accepted, or Passed when the offer
 * ran out, or Left when she gave up her place in line.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
    /** The order she joined in: first come, first served, whatever the clocks of the instances. */
    lineNumber: bigint('line_number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    ...combinationColumns(),
    earliest: instant('earliest').notNull(),
    latest: instant('latest').notNull(),
    status: text('status').notNull(),
    createdAt: instant('created_at').notNull(),
    /** The Pending reservation holding the place offered, and when the offer runs out. */
    offerReservationId: uuid('offer_reservation_id'),
    offeredAt: instant('offered_at'),
    offerExpiresAt: instant('offer_expires_at'),
    endedAt: instant('ended_at'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'waitlist_entries_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }),
    check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('Waiting', 'Offered', 'Accepted', 'Passed', 'Left')`,
    ),
    index('waitlist_entries_night_idx').on(t.facilityId, t.night, t.status, t.lineNumber),
    // One place in a night's line at a time.
    uniqueIndex('waitlist_entries_active_key')
      .on(t.facilityId, t.userId, t.night)
      .where(sql`${t.status} in ('Waiting', 'Offered')`),
  ],
);
