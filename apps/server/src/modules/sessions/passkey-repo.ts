import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, secondFactorChallenges } from '../../db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId));
}

export async function insertPasskey(
  db: Db,
  row: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    at: Date;
  },
): Promise<void> {
  await db.insert(passkeys).values({
    userId: row.userId,
    credentialId: row.credentialId,
    publicKey: row.publicKey,
    counter: row.counter,
    transports: row.transports,
    createdAt: row.at,
  });
}

export async function usePasskey(db: Db, id: string, counter: number, at: Date): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
}

/** A passkey of hers by its credential id; another user's credential is not hers. */
export async function findPasskey(
  db: Db,
  userId: string,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)));
  return row;
}

export async function setWebauthnChallenge(db: Db, id: string, challenge: string | null): Promise<void> {
  await db
    .update(secondFactorChallenges)
    .set({ webauthnChallenge: challenge })
    .where(eq(secondFactorChallenges.id, id));
}

export async function markPasskeyEnrolled(db: Db, id: string): Promise<void> {
  await db
    .update(secondFactorChallenges)
    .set({ enrolledPasskey: true, webauthnChallenge: null })
    .where(eq(secondFactorChallenges.id, id));
}
