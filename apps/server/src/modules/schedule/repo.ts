import type { ScheduleOverride } from '@tevila/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduleOverrides } from '../../db/schema.ts';

const overrideColumns = {
  date: scheduleOverrides.date,
  closed: scheduleOverrides.closed,
  openTime: scheduleOverrides.openTime,
  closeTime: scheduleOverrides.closeTime,
  note: scheduleOverrides.note,
};

/** Overrides for the nights from `from` to `to`, both included. */
export async function listOverrides(db: Db, from: string, to: string): Promise<ScheduleOverride[]> {
  return db
    .select(overrideColumns)
    .from(scheduleOverrides)
    .where(and(gte(scheduleOverrides.date, from), lte(scheduleOverrides.date, to)))
    .orderBy(asc(scheduleOverrides.date));
}

/** The overrides of the nights `dates`, in any order (nights read together: reservations/night-cache.ts). */
export async function listOverridesOn(db: Db, dates: readonly string[]): Promise<ScheduleOverride[]> {
  return db
    .select(overrideColumns)
    .from(scheduleOverrides)
    .where(inArray(scheduleOverrides.date, [...dates]));
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
    .onConflictDoUpdate({ target: [scheduleOverrides.facilityId, scheduleOverrides.date], set: row });
}

/** Overrides from `from` on, in date order. */
export async function listOverridesFrom(db: Db, from: string): Promise<ScheduleOverride[]> {
  return db
    .select(overrideColumns)
    .from(scheduleOverrides)
    .where(gte(scheduleOverrides.date, from))
    .orderBy(asc(scheduleOverrides.date));
}

export async function findOverrideForUpdate(db: Db, date: string): Promise<ScheduleOverride | undefined> {
  const rows = await db
    .select(overrideColumns)
    .from(scheduleOverrides)
    .where(eq(scheduleOverrides.date, date))
    .for('update');
  return rows[0];
}

export async function deleteOverride(db: Db, date: string): Promise<boolean> {
  const rows = await db
    .delete(scheduleOverrides)
    .where(eq(scheduleOverrides.date, date))
    .returning({ date: scheduleOverrides.date });
  return rows.length > 0;
}
