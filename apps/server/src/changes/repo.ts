import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The one NOTIFY channel every instance listens on (per database). */
export const CHANGES_CHANNEL = 'tevila_changes';

/**
 * Queues a notification; PostgreSQL delivers it to every listener when the transaction commits. It
 * carries the facility of the connection that sends it (`facility/payload`), never one named here.
 */
export async function notifyChange(db: Db, payload: string): Promise<void> {
  await db.execute(
    sql`select pg_notify(${CHANGES_CHANNEL}, current_setting('app.facility') || '/' || ${payload})`,
  );
}

/** The organisation's feed: changes that are no one facility's (a facility added). */
export const ORGANISATION = '*';

/** Queues a change of the organisation's (its facility written `*`), for every instance's feed of it. */
export async function notifyOrganisationChange(db: Db, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`${ORGANISATION}/${payload}`})`);
}
