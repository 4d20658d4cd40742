import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessLogs } from '../../db/schema.ts';

export type AccessLogRow = typeof accessLogs.$inferSelect;
export type NewAccessLog = Omit<typeof accessLogs.$inferInsert, 'id'>;

export async function insertAccessLog(db: Db, row: NewAccessLog): Promise<AccessLogRow> {
  const [inserted] = await db.insert(accessLogs).values(row).returning();
  if (!inserted) throw new Error('insert into access_logs returned no row');
  return inserted;
}

/** How many gates this user opened since `since` (the per-minute limit). */
export async function countOpeningsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accessLogs)
    .where(and(eq(accessLogs.userId, userId), gte(accessLogs.at, since)));
  return row?.n ?? 0;
}
