import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export type SettingRow = typeof settings.$inferSelect;

/** Every stored value, key → value. */
export async function readSettingValues(db: Db): Promise<Record<string, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function listSettingRows(db: Db): Promise<SettingRow[]> {
  return db.select().from(settings).orderBy(settings.key);
}

/** Locks the row for the rest of the transaction, so two changes never lose each other's prevValue. */
export async function findSettingForUpdate(db: Db, key: string): Promise<SettingRow | undefined> {
  const rows = await db.select().from(settings).where(eq(settings.key, key)).for('update');
  return rows[0];
}

/** Inserts only keys that have no row yet: an administrator's value is never overwritten. */
export async function insertMissingSettings(
  db: Db,
  values: Record<string, string>,
  at: Date,
): Promise<number> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: at, updatedBy: null }));
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(settings)
    .values(rows)
    .onConflictDoNothing({ target: [settings.facilityId, settings.key] })
    .returning({ key: settings.key });
  return inserted.length;
}

export async function upsertSetting(
  db: Db,
  row: { key: string; value: string; prevValue: string | null; updatedAt: Date; updatedBy: string | null },
): Promise<void> {
  await db
    .insert(settings)
    .values(row)
    .onConflictDoUpdate({
      target: [settings.facilityId, settings.key],
      set: { value: row.value, prevValue: row.prevValue, updatedAt: row.updatedAt, updatedBy: row.updatedBy },
    });
}
