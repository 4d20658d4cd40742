import type { ScheduleOverride } from '@tevila/domain';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduleOverrides } from '../../db/schema.ts';

/** Overrides for the nights from `from` to `to`, both included. */
export async function listOverrides(db: Db, from: string, to: string): Promise<ScheduleOverride[]> {
  return db
    .select({
      date: scheduleOverrides.date,
      closed: scheduleOverrides.closed,
      openTime: scheduleOverrides.openTime,
      closeTime: scheduleOverrides.closeTime,
      note: scheduleOverrides.note,
    })
    .from(scheduleOverrides)
    .where(and(gte(scheduleOverrides.date, from), lte(scheduleOverrides.date, to)))
    .orderBy(asc(scheduleOverrides.date));
}

export async function upsertOverride(
  db: Db,
  override: ScheduleOverride,
  at: Date,
  by: string | null,
): Promise<void> {
  const row = { ...override, updatedAt: at, updatedBy: by };
  await db
    .insert(scheduleOverrides)
    .values(row)
    .onConflictDoUpdate({ target: scheduleOverrides.date, set: row });
}
