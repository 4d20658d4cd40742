import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dailyBackups } from '../../db/schema.ts';

export interface DailyClaim {
  day: string;
  /** The claim's own id. */
  claim: string;
  at: Date;
  host: string;
  /** A claim made before this and never completed was lost with its instance: it may be made again. */
  staleBefore: Date;
}

/**
 * Claims the day's backup for the caller: true when no instance has it, or when the one that claimed
 * it did not write it and its claim is stale. One statement, so of instances claiming at once one wins.
 */
export async function claimDailyBackup(db: Db, c: DailyClaim): Promise<boolean> {
  // drizzle's and() is typed SQL | undefined (undefined only for no conditions), which setWhere refuses.
  const unwrittenAndStale = and(isNull(dailyBackups.writtenAt), lt(dailyBackups.claimedAt, c.staleBefore));
  const rows = await db
    .insert(dailyBackups)
    .values({ day: c.day, claim: c.claim, claimedAt: c.at, host: c.host })
    .onConflictDoUpdate({
      target: [dailyBackups.facilityId, dailyBackups.day],
      set: { claim: c.claim, claimedAt: c.at, host: c.host },
      ...(unwrittenAndStale === undefined ? {} : { setWhere: unwrittenAndStale }),
    })
    .returning({ day: dailyBackups.day });
  return rows.length > 0;
}

/** The claimed backup was written: where, and when. */
export async function completeDailyBackup(
  db: Db,
  c: { day: string; claim: string },
  done: { file: string; at: Date },
): Promise<void> {
  await db
    .update(dailyBackups)
    .set({ file: done.file, writtenAt: done.at })
    .where(and(eq(dailyBackups.day, c.day), eq(dailyBackups.claim, c.claim)));
}

/** Gives the day back (its backup could not be written), so the next sweep, on any instance, tries again. */
export async function releaseDailyBackup(db: Db, c: { day: string; claim: string }): Promise<void> {
  await db
    .delete(dailyBackups)
    .where(and(eq(dailyBackups.day, c.day), eq(dailyBackups.claim, c.claim), isNull(dailyBackups.writtenAt)));
}
