import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceCredentials, refreshTokens, sessions, userRoles } from '../../db/schema.ts';

export async function insertDeviceCredential(
  db: Db,
  row: { userId: string; secretHash: string; at: Date; ip: string | null },
): Promise<string> {
  const [inserted] = await db
    .insert(deviceCredentials)
    .values({ userId: row.userId, secretHash: row.secretHash, createdAt: row.at, createdIp: row.ip })
    .returning({ id: deviceCredentials.id });
  if (!inserted) throw new Error('insert into device_credentials returned no row');
  return inserted.id;
}

/** A live (not revoked) device credential by the hash of its secret. */
export async function findLiveDeviceCredential(db: Db, secretHash: string) {
  const rows = await db
    .select({ id: deviceCredentials.id, userId: deviceCredentials.userId })
    .from(deviceCredentials)
    .where(and(eq(deviceCredentials.secretHash, secretHash), isNull(deviceCredentials.revokedAt)));
  return rows[0];
}

export async function touchDeviceCredential(db: Db, id: string, at: Date): Promise<void> {
  await db.update(deviceCredentials).set({ lastUsedAt: at }).where(eq(deviceCredentials.id, id));
}

export async function revokeDeviceCredential(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(deviceCredentials)
    .set({ revokedAt: at })
    .where(and(eq(deviceCredentials.id, id), isNull(deviceCredentials.revokedAt)));
}

export async function insertSession(
  db: Db,
  row: { userId: string; deviceCredentialId: string | null; at: Date; ip: string | null },
): Promise<string> {
  const [inserted] = await db
    .insert(sessions)
    .values({
      userId: row.userId,
      deviceCredentialId: row.deviceCredentialId,
      createdAt: row.at,
      createdIp: row.ip,
    })
    .returning({ id: sessions.id });
  if (!inserted) throw new Error('insert into sessions returned no row');
  return inserted.id;
}

/**
 * What every authenticated request reads: the session by primary key and the user's current roles,
 * in one query (so a revoked session or a removed role counts at once, not when the token expires).
 */
export async function findSessionWithRoles(db: Db, sessionId: string) {
  const rows = await db
    .select({
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      roles: sql<
        string[]
      >`coalesce(array_agg(${userRoles.role} order by ${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(sessions)
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .groupBy(sessions.id);
  return rows[0];
}

export async function findSession(db: Db, sessionId: string) {
  const rows = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: string, at: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function insertRefreshToken(
  db: Db,
  row: { sessionId: string; tokenHash: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    sessionId: row.sessionId,
    tokenHash: row.tokenHash,
    createdAt: row.at,
    expiresAt: row.expiresAt,
  });
}

/** The token and its session, the token row locked: two refreshes of one token are serialised. */
export async function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      userId: sessions.userId,
      sessionRevokedAt: sessions.revokedAt,
      deviceCredentialId: sessions.deviceCredentialId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return rows[0];
}

export async function markRefreshTokenUsed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
}
