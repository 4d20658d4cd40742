/** What the instances of one site share besides its data: the daily backup's claim, the rate limits' counts. */
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { facilityColumn } from './facilities.ts';

/**
 * One row a day: the instance that claimed the day's backup (docs/decisions/0047). Written before the
 * file, so however many instances run the sweep, one writes it; deleted again if the writing failed.
 */
export const dailyBackups = pgTable(
  'daily_backups',
  {
    facilityId: facilityColumn(),
    /** The facility's date the backup is named for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The claim's own id: only the instance that made it completes or releases it. */
    claim: uuid('claim').notNull(),
    claimedAt: instant('claimed_at').notNull(),
    /** The host that claimed it: its DATA_DIR/backups holds the file. */
    host: text('host').notNull(),
    /** The file, as that host names it, once written. */
    file: text('file'),
    writtenAt: instant('written_at'),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.day] })],
);

/**
 * The rate limits' counts (@fastify/rate-limit's store, modules/rate-limits): one row per route and
 * caller, counted by every instance. A row whose window has ended is counted afresh, and swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    facilityId: facilityColumn(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    resetsAt: instant('resets_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.key] }),
    index('rate_limits_resets_at_idx').on(t.facilityId, t.resetsAt),
  ],
);

/**
 * Who holds a device that takes one sender for the building (the hallway's call lights): renewed by
 * its holder every second, taken over by another instance once it runs out (docs/building/call-lights.md).
 * Times are the database's own, so instances with different clocks agree.
 */
export const deviceLeases = pgTable(
  'device_leases',
  {
    facilityId: facilityColumn(),
    device: text('device').notNull(),
    holder: text('holder').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.device] })],
);
