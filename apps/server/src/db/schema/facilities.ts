/** The facilities of the deployment, and the column by which every other table belongs to one. */
import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/** One mikvah of the deployment (docs/facilities.md). The organisation's table: no facility owns it. */
export const facilities = pgTable('facilities', {
  /** Its slug: lowercase letters, digits and hyphens. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The host its requests come to, lowercase and without a port; null for the one facility of a deployment. */
  host: text('host').unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * The facility a row belongs to. Its default is the facility the connection is bound to
 * (docs/decisions/0077), so a write never names it and cannot name another; with none bound, the
 * write fails. Row-level security lets a connection see and write only its facility's rows. No
 * foreign key to `facilities`: every write would lock the facility's one row (FOR KEY SHARE), and a
 * busy night's bookings waited on each other for it (migration 0029); the binding already names
 * only a facility the deployment has (http/facility-hosts.ts).
 */
export const facilityColumn = () =>
  text('facility_id')
    .notNull()
    .default(sql`current_setting('app.facility')`);

/** A row as the rest of the code reads it: its facility is the connection's, never a field of its own. */
export type OwnRow<T> = Omit<T, 'facilityId'>;
