/** What a patron manages for herself: excluded attendants, plate documents, gate openings. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytes, instant } from './columns.ts';
import { users } from './users.ts';
import { reservations } from './reservations.ts';
import { facilityColumn } from './facilities.ts';

/** Staff who prepare patrons (docs/product/site-and-staff.md §3 Attendant). Deactivated, never deleted: history names them. */
export const attendants = pgTable(
  'attendants',
  {
    facilityId: facilityColumn(),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    index('attendants_active_idx').on(t.facilityId, t.active, t.lastName, t.firstName),
  ],
);

/** The attendants a patron asked not to be prepared by (at most 2: domain MAX_EXCLUDED_ATTENDANTS). */
export const userExcludedAttendants = pgTable(
  'user_excluded_attendants',
  {
    facilityId: facilityColumn(),
    userId: uuid('user_id').notNull(),
    attendantId: integer('attendant_id').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'user_excluded_attendants_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_excluded_attendants_attendant_id_fk',
      columns: [t.facilityId, t.attendantId],
      foreignColumns: [attendants.facilityId, attendants.id],
    }),
    primaryKey({ columns: [t.facilityId, t.userId, t.attendantId] }),
  ],
);

export const plateSubmissionStatuses = ['pending', 'approved', 'rejected'] as const;

/**
 * A stored upload: its name (`<submissionId>/<n>.<png|jpg>`, the path it had under DATA_DIR before the
 * images moved to the database, and its path in a backup's uploads/plates/), the type judged by its
 * bytes, its size. Its bytes are the plate_images row at its place n in the submission's list.
 */
export interface StoredUpload {
  file: string;
  mime: string;
  bytes: number;
}

/**
 * A patron's license and registration images awaiting a plate administrator (docs/product/booking.md §2, §5). The
 * images are in plate_images, never served publicly.
 */
export const plateSubmissions = pgTable(
  'plate_submissions',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    email: text('email'),
    /** 'add': the approved plates join her others; 'replace': they take their place. */
    addReplace: text('add_replace', { enum: ['add', 'replace'] }).notNull(),
    files: jsonb('files').$type<StoredUpload[]>().notNull(),
    status: text('status', { enum: plateSubmissionStatuses }).notNull().default('pending'),
    createdAt: instant('created_at').notNull(),
    createdByIp: text('created_by_ip'),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'plate_submissions_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }).onDelete('cascade'),
    check('plate_submissions_add_replace_check', sql`${t.addReplace} in ('add', 'replace')`),
    check('plate_submissions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('plate_submissions_status_idx').on(t.facilityId, t.status, t.createdAt),
    index('plate_submissions_user_idx').on(t.facilityId, t.userId, t.createdAt),
  ],
);

/**
 * The bytes of a submission's images, in the database so that every instance reads them and every
 * backup holds them (docs/decisions/0047). They go with their submission (retention, her account's
 * deletion) by the foreign key.
 */
export const plateImages = pgTable(
  'plate_images',
  {
    facilityId: facilityColumn(),
    submissionId: uuid('submission_id').notNull(),
    /** Its place in the submission's files. */
    n: integer('n').notNull(),
    data: bytes('data').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'plate_images_submission_id_fk',
      columns: [t.facilityId, t.submissionId],
      foreignColumns: [plateSubmissions.facilityId, plateSubmissions.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.facilityId, t.submissionId, t.n] }),
  ],
);

/** Every door or gate opened for someone (docs/product/site-and-staff.md §3 Access log). */
export const accessLogs = pgTable(
  'access_logs',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** Which gate: site 1 or 2, outer or inner ('garage-1-outer' …). */
    door: text('door').notNull(),
    at: instant('at').notNull(),
    userId: uuid('user_id'),
    reservationId: uuid('reservation_id'),
    /** How far from the facility she was, as her phone reported it (null for staff at the desk). */
    distanceFeet: integer('distance_feet'),
    ip: text('ip'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'access_logs_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }),
    foreignKey({
      name: 'access_logs_reservation_id_fk',
      columns: [t.facilityId, t.reservationId],
      foreignColumns: [reservations.facilityId, reservations.id],
    }),
    index('access_logs_reservation_idx').on(t.facilityId, t.reservationId, t.at),
    index('access_logs_at_idx').on(t.facilityId, t.at),
    index('access_logs_user_idx').on(t.facilityId, t.userId, t.at),
  ],
);
