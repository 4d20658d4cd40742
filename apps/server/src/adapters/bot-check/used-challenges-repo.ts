import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usedBotChallenges } from '../../db/schema.ts';

/** Records a challenge as used; false when it already was (a replayed solution). */
export async function markChallengeUsed(
  db: Db,
  signature: string,
  expiresAt: Date,
  usedAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(usedBotChallenges)
    .values({ signature, expiresAt, usedAt })
    .onConflictDoNothing({ target: [usedBotChallenges.facilityId, usedBotChallenges.signature] })
    .returning({ signature: usedBotChallenges.signature });
  return rows.length > 0;
}

/** Forgets challenges that expired before `before`: a replay of one is refused for its expiry anyway. */
export async function purgeExpiredChallenges(db: Db, before: Date): Promise<void> {
  await db.delete(usedBotChallenges).where(lt(usedBotChallenges.expiresAt, before));
}
