import { and, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import type { OwnRow } from '../../db/schema.ts';

export interface AuditEntry {
  at: Date;
  userId: string | null;
  ip: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** Who did what an entry records: the request's actor (context.ts Actor), or the system (nulls). */
export type AuditActor = Pick<AuditEntry, 'userId' | 'ip'>;

/** Records what `actor` did: every entry names its actor the one way, from the request's. */
export async function insertAuditEntry(
  db: Db,
  actor: AuditActor,
  entry: Omit<AuditEntry, 'userId' | 'ip'>,
): Promise<void> {
  await insertAuditEntries(db, [{ ...entry, userId: actor.userId, ip: actor.ip }]);
}

/** The entries held back on a transaction that writes them all at its end (batchAudit). */
const held = new WeakMap<Db, AuditEntry[]>();

/**
 * Runs `work` on `tx` with the audit entries it writes there held back, then writes them in one
 * statement, in order: under the night's lock every round trip counts, and a check-in writes four.
 */
export async function batchAudit<T>(tx: Db, work: () => Promise<T>): Promise<T> {
  const batch: AuditEntry[] = [];
  held.set(tx, batch);
  try {
    const result = await work();
    held.delete(tx);
    await insertAuditEntries(tx, batch);
    return result;
  } finally {
    held.delete(tx);
  }
}

export async function insertAuditEntries(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const batch = held.get(db);
  if (batch !== undefined) {
    batch.push(...entries);
    return;
  }
  await db
    .insert(auditLog)
    .values(entries.map((e) => ({ ...e, before: e.before ?? null, after: e.after ?? null })));
}

/** Newest first. */
export async function listAuditEntries(db: Db, entity: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
}

/** Which entries the audit page reads: who acted, what was done, and from … until (until excluded). */
export interface AuditFilter {
  userId?: string | undefined;
  action?: string | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
}

function matching(filter: AuditFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(auditLog.userId, filter.userId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.since === undefined ? undefined : gte(auditLog.at, filter.since),
    filter.until === undefined ? undefined : lt(auditLog.at, filter.until),
  );
}

const listed = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  ip: auditLog.ip,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

export type AuditRow = OwnRow<typeof auditLog.$inferSelect>;

export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(matching(filter));
  return row?.n ?? 0;
}

/** One page of the matching entries, newest first (GET audit). */
export async function listAuditPage(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditRow[]> {
  return db
    .select(listed)
    .from(auditLog)
    .where(matching(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Where a batch of the download ended: its last entry's id and its time exactly as stored. */
export interface AuditCursor {
  id: number;
  at: string;
}

/**
 * The next batch of the matching entries after `cursor`, newest first (GET audit.csv reads the log in
 * batches). The cursor holds the time as the database wrote it: a JavaScript date keeps milliseconds
 * only, and a row stored with finer time would be skipped or read twice.
 */
export async function listAuditBatch(
  db: Db,
  filter: AuditFilter,
  cursor: AuditCursor | null,
  limit: number,
): Promise<(AuditRow & { cursorAt: string })[]> {
  const after =
    cursor === null
      ? undefined
      : and(
          lte(auditLog.at, sql`${cursor.at}::timestamptz`),
          or(lt(auditLog.at, sql`${cursor.at}::timestamptz`), lt(auditLog.id, cursor.id)),
        );
  return db
    .select({ ...listed, cursorAt: sql<string>`${auditLog.at}::text` })
    .from(auditLog)
    .where(and(matching(filter), after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** The accounts that acted, by id: their user name and phone. A deleted account is nobody's now. */
export async function findAuditActors(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; phone: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.userName, phone: users.phoneNumber })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The ids of the users whose phone number ends with `digits` (at most `limit`, to tell one from many). */
export async function findUserIdsByPhoneEnding(db: Db, digits: string, limit: number): Promise<string[]> {
  if (!/^\d+$/.test(digits)) throw new Error('findUserIdsByPhoneEnding takes digits only');
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`${users.phoneNumber} like ${`%${digits}`}`))
    .limit(limit);
  return rows.map((r) => r.id);
}
