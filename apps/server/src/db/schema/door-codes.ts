import type { DoorCode, Message } from '@tevila/domain';
import { foreignKey, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { reservations } from './reservations.ts';
import { facilityColumn } from './facilities.ts';

/**
 * What the door-lock server was last told of each reservation's code (docs/building/door-locks.md):
 * the sweep compares it with what the doors should hold and sends the difference.
 */
export const doorCodes = pgTable(
  'door_codes',
  {
    facilityId: facilityColumn(),
    reservationId: uuid('reservation_id').notNull(),
    /** The code as the lock server holds it; null once revoked. */
    programmed: jsonb('programmed').$type<DoorCode | null>(),
    /** The lock system's own name for the code, where it gives one (a UniFi Access visitor's id). */
    ref: text('ref'),
    /** Calls for this code the lock server refused in a row, and when to try again. */
    failures: integer('failures').notNull().default(0),
    retryAt: instant('retry_at'),
    lastError: text('last_error'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.reservationId] }),
    foreignKey({
      name: 'door_codes_reservation_id_fk',
      columns: [t.facilityId, t.reservationId],
      foreignColumns: [reservations.facilityId, reservations.id],
    }).onDelete('cascade'),
  ],
);

/** Each building device's last success and last error, for the devices page and the desk. */
export const deviceHealth = pgTable(
  'device_health',
  {
    facilityId: facilityColumn(),
    device: text('device').notNull(),
    lastSuccessAt: instant('last_success_at'),
    lastErrorAt: instant('last_error_at'),
    /** Why it last failed, in English, as the log reads it. */
    lastError: text('last_error'),
    /** The same as a message of the catalogue, shown in the reader's language (null for older rows). */
    lastErrorMessage: jsonb('last_error_message').$type<Message>(),
    /** Since when it has not answered (null while it answers), and when to try it again. */
    failingSince: instant('failing_since'),
    failures: integer('failures').notNull().default(0),
    retryAt: instant('retry_at'),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.device] })],
);
