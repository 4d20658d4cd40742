/** Facility tours and their sign-ups. */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
    id: uuid('id').notNull().defaultRandom(),
    type: text('type', { enum: tourTypes }).notNull(),
    startsAt: instant('starts_at').notNull(),
    location: text('location'),
    capacity: integer('capacity'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    check('tours_type_check', sql`${t.type} in ('Kallah', 'Group')`),
    check('tours_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    index('tours_type_starts_at_idx').on(t.facilityId, t.type, t.startsAt),
  ],
);

/** A visitor's sign-up for a tour: one per address (compared without case) per tour. */
export const tourSignups = pgTable(
  'tour_signups',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    tourId: uuid('tour_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdByIp: text('created_by_ip'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'tour_signups_tour_id_fk',
      columns: [t.facilityId, t.tourId],
      foreignColumns: [tours.facilityId, tours.id],
    }).onDelete('cascade'),
    uniqueIndex('tour_signups_tour_email_key').on(t.facilityId, t.tourId, sql`lower(${t.email})`),
  ],
);
