import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

/**
 * Counts one more request under `key` and answers the count and when its window ends: a new window
 * of `windowMs` from `now` when none is running. One statement (an upsert that locks the row), so
 * requests arriving at once on any instance are each counted.
 */
export async function countRequest(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ hits: number; resetsAt: Date }> {
  const ended = sql`${rateLimits.resetsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: [rateLimits.facilityId, rateLimits.key],
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimits.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt });
  if (row === undefined) throw new Error('the rate limit was not counted');
  return row;
}

/** Removes the counts whose window ended by `now`; how many. */
export async function deleteEndedWindows(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetsAt, now))
    .returning({ key: rateLimits.key });
  return rows.length;
}
