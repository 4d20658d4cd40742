/** Facility tours and their sign-ups. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { facilityColumn } from './facilities.ts';

export const tourTypes = ['Kallah', 'Group'] as const;

/**
 * A scheduled tour of the facility (docs/product/site-and-staff.md §2 Kallah Tours). capacity null = no limit; a tour is
 * offered to the public while it is in the future and not full.
 */
export const tours = pgTable(
  'tours',
  {
    facilityId: facilityColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: tourTypes }).notNull(),
    startsAt: instant('starts_at').notNull(),
    location: text('location'),
    capacity: integer('capacity'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('tours_type_check', sql`${t.type} in ('Kallah', 'Group')`),
    check('tours_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    index('tours_type_starts_at_idx').on(t.type, t.startsAt),
  ],
);

/** A visitor's sign-up for a tour: one per address (compared without case) per tour. */
export const tourSignups = pgTable(
  'tour_signups',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdByIp: text('created_by_ip'),
  },
  (t) => [uniqueIndex('tour_signups_tour_email_key').on(t.tourId, sql`lower(${t.email})`)],
);
