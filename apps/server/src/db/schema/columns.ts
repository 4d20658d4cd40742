import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { boolean, customType, timestamp } from 'drizzle-orm/pg-core';

// Instants are timestamptz; a night is a local date (docs/design.md §4). Columns are snake_case in SQL.
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Bytes (bytea). They travel as base64 text, decoded and encoded by the database (bytesOf reads them):
 * the embedded engine passes a bytea parameter or value as hex built a byte at a time, which took 4 to
 * 6 s for a 5 MB image on its one thread, where base64 takes about 1 s (docs/decisions/0047).
 */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** A bytes column as a query reads it: base64 from the database, a Buffer here. */
export const bytesOf = (column: AnyColumn): SQL<Buffer> =>
  sql`encode(${column}, 'base64')`.mapWith((text: string) => Buffer.from(text, 'base64'));

/**
 * What she books: the room's kind and the extras (the reservation's own, and the one a waitlist place
 * waits for). A function, so each table gets columns of its own.
 */
export const combinationColumns = () => ({
  bath: boolean('bath').notNull(),
  handicapped: boolean('handicapped').notNull(),
  kallah: boolean('kallah').notNull(),
  doubleSlot: boolean('double_slot').notNull(),
  parking: boolean('parking').notNull(),
  salonManicure: boolean('salon_manicure').notNull(),
  salonBoth: boolean('salon_both').notNull(),
});
