import { boolean, timestamp } from 'drizzle-orm/pg-core';

// Instants are timestamptz; a night is a local date (docs/design.md §4). Columns are snake_case in SQL.
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
