import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

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

export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntries(db, [entry]);
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
