import { timestamp } from 'drizzle-orm/pg-core';

// Instants are timestamptz; a night is a local date (docs/design.md §4). Columns are snake_case in SQL.
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
