import { and, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, recoveryCodes, secondFactorChallenges, totpFactors } from '../../db/schema.ts';

export async function insertChallenge(
  db: Db,
  row: {
    userId: string;
    tokenHash: string;
    deviceCredentialId: string | null;
    ip: string | null;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(secondFactorChallenges).values({
    userId: row.userId,
    tokenHash: row.tokenHash,
    deviceCredentialId: row.deviceCredentialId,
    ip: row.ip,
    createdAt: row.at,
    expiresAt: row.expiresAt,
  });
}

export type ChallengeRow = typeof secondFactorChallenges.$inferSelect;

/** A challenge by its token's hash, locked: its tries are counted one at a time. */
export async function findChallengeForUpdate(db: Db, tokenHash: string): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(secondFactorChallenges)
    .where(eq(secondFactorChallenges.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function countChallengeFailure(db: Db, id: string, failures: number, endedAt: Date | null) {
  await db.update(secondFactorChallenges).set({ failures, endedAt }).where(eq(secondFactorChallenges.id, id));
}

export async function endChallenge(db: Db, id: string, at: Date): Promise<void> {
  await db.update(secondFactorChallenges).set({ endedAt: at }).where(eq(secondFactorChallenges.id, id));
}

export async function markChallengeEnrolled(db: Db, id: string, step: number): Promise<void> {
  await db
    .update(secondFactorChallenges)
    .set({ enrolledStep: step })
    .where(eq(secondFactorChallenges.id, id));
}

/** Wrong codes of one user across her challenges since `since`. */
export async function challengeFailuresSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sum(secondFactorChallenges.failures) })
    .from(secondFactorChallenges)
    .where(and(eq(secondFactorChallenges.userId, userId), gt(secondFactorChallenges.createdAt, since)));
  return Number(row?.n ?? 0);
}

export type TotpRow = typeof totpFactors.$inferSelect;

/** Her authenticator app: the confirmed one, else the one being set up. */
export async function findTotpForUpdate(db: Db, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db
    .select()
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .orderBy(sql`${totpFactors.confirmedAt} is null`, sql`${totpFactors.createdAt} desc`)
    .limit(1)
    .for('update');
  return row;
}

/** Her second factors: whether she has a confirmed authenticator app, and how many passkeys. */
export async function secondFactorsOf(db: Db, userId: string): Promise<{ totp: boolean; passkeys: number }> {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId}
                                 and ${totpFactors.confirmedAt} is not null)`,
      passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { totp: row?.totp === true, passkeys: Number(row?.passkeys ?? 0) };
}

export async function hasConfirmedFactor(db: Db, userId: string): Promise<boolean> {
  const factors = await secondFactorsOf(db, userId);
  return factors.totp || factors.passkeys > 0;
}

/** A new app being set up replaces any other that was never confirmed. */
export async function insertPendingTotp(db: Db, row: { userId: string; sealedSecret: string; at: Date }) {
  await db
    .delete(totpFactors)
    .where(and(eq(totpFactors.userId, row.userId), isNull(totpFactors.confirmedAt)));
  await db
    .insert(totpFactors)
    .values({ userId: row.userId, sealedSecret: row.sealedSecret, createdAt: row.at });
}

export async function confirmTotp(db: Db, id: string, step: number, at: Date): Promise<void> {
  await db
    .update(totpFactors)
    .set({ confirmedAt: at, lastStep: step, lastUsedAt: at })
    .where(eq(totpFactors.id, id));
}

export async function useTotpStep(db: Db, id: string, step: number, at: Date): Promise<void> {
  await db.update(totpFactors).set({ lastStep: step, lastUsedAt: at }).where(eq(totpFactors.id, id));
}

/** Her recovery codes, replaced by a new set. */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: readonly string[], at: Date) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
}

/** Spends one of her unused recovery codes; false when it is not one. */
export async function spendRecoveryCode(
  db: Db,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/** Removes every second factor of hers: her app, her passkeys, her recovery codes. Answers what was there. */
export async function removeSecondFactors(
  db: Db,
  userId: string,
): Promise<{ totp: boolean; passkeys: number }> {
  const had = await secondFactorsOf(db, userId);
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return had;
}
