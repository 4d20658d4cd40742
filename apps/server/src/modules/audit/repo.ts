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

export async function insertAuditEntries(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
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
