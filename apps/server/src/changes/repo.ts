import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The one NOTIFY channel every instance listens on (per database). */
export const CHANGES_CHANNEL = 'tevila_changes';

/** Queues a notification; PostgreSQL delivers it to every listener when the transaction commits. */
export async function notifyChange(db: Db, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
}
